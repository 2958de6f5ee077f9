import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { navigationSectionSchema, quickNavigationItemSchema } from '@berufswahl/contracts';
import { cacheOnce, readContentJson } from '../../../platform/content';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';

const navigationFileSchema = z.object({ sections: z.array(navigationSectionSchema) });
const quickNavigationFileSchema = z.object({ items: z.array(quickNavigationItemSchema) });
const simpleNamesFileSchema = z.object({ names: z.record(z.string(), z.string().min(1)) });

/** The menus as authored in `content/navigation/` (the only place they are read from). */
export function createNavigationRepository(db: Database) {
  return {
    loadSections: cacheOnce(async () => (await readContentJson('navigation/navigation.json', navigationFileSchema)).sections),
    loadQuickItems: cacheOnce(async () => (await readContentJson('navigation/quick-navigation.json', quickNavigationFileSchema)).items),
    /** Leichte-Sprache names, keyed by the normal name. */
    loadSimpleNames: cacheOnce(
      async (): Promise<ReadonlyMap<string, string>> =>
        new Map(Object.entries((await readContentJson('navigation/names.leicht.json', simpleNamesFileSchema)).names)),
    ),
    async isSimpleLanguageOn(userUuid: string): Promise<boolean> {
      const [row] = await db.select({ simpleLanguage: users.simpleLanguage }).from(users).where(eq(users.uuid, userUuid));
      return row?.simpleLanguage ?? false;
    },
  };
}

export type NavigationRepository = ReturnType<typeof createNavigationRepository>;
