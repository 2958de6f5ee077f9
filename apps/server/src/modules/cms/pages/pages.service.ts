import type { Page } from '@berufswahl/contracts';
import { notFound } from '../../../platform/http/errors';
import type { PagesRepository } from './pages.repository';

export function createPagesService(repository: PagesRepository) {
  return {
    async loadPage(slug: string): Promise<Page> {
      const page = await repository.findBySlug(slug);
      if (!page) throw notFound();
      return page;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
