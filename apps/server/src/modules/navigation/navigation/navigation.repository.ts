import { z } from 'zod';
import { navigationSectionSchema, quickNavigationItemSchema } from '@berufswahl/contracts';
import { cacheOnce, readContentJson } from '../../../platform/content';

const navigationFileSchema = z.object({ sections: z.array(navigationSectionSchema) });
const quickNavigationFileSchema = z.object({ items: z.array(quickNavigationItemSchema) });

/** The menus as authored in `content/navigation/` (the only place they are read from). */
export function createNavigationRepository() {
  return {
    loadSections: cacheOnce(async () => (await readContentJson('navigation/navigation.json', navigationFileSchema)).sections),
    loadQuickItems: cacheOnce(async () => (await readContentJson('navigation/quick-navigation.json', quickNavigationFileSchema)).items),
  };
}

export type NavigationRepository = ReturnType<typeof createNavigationRepository>;
