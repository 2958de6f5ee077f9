import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import boundaries from './feature-boundaries.js';

// RuleTester runs its cases through the test framework's describe/it (decision 014).
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = boundaries.rules['feature-boundaries'];

/** A file of the web client, as ESLint names it: an absolute path. */
const web = (relative) => path.join(process.cwd(), 'apps/web/src', relative);
const inStories = web('features/bo/stories/stories-screen.tsx');

ruleTester.run('feature-boundaries', rule, {
  valid: [
    { name: 'a feature uses components/', filename: inStories, code: "import { Button } from '../../../components/ui/button';" },
    { name: 'a feature uses lib/', filename: inStories, code: "import { useMe } from '../../../lib/me/get-me';" },
    { name: 'a feature uses locales/', filename: inStories, code: "import texts from '../../../locales/de-bo.json';" },
    { name: 'a feature uses its own files', filename: inStories, code: "import { useStories } from './api/list-stories';" },
    { name: 'a feature uses a sibling area of itself', filename: inStories, code: "import { x } from '../pinboard/pinboard-screen';" },
    { name: 'package imports are not the rule’s business', filename: inStories, code: "import { LIMITS } from '@berufswahl/contracts';" },
    { name: 'app/ composes features', filename: web('app/router.tsx'), code: "import { StoriesScreen } from '../features/bo/stories/stories-screen';" },
    { name: 'files outside the features are not checked', filename: web('lib/app-events.ts'), code: "import { x } from '../features/bo/stories/x';" },
    { name: 'a lazy import within the feature', filename: inStories, code: "const form = import('./story-form');" },
    { name: 'a re-export within the feature', filename: inStories, code: "export { StoryForm } from './story-form';" },
  ],
  invalid: [
    {
      name: 'a feature imports another feature',
      filename: inStories,
      code: "import { NewsFeed } from '../../messaging/news/news-feed';",
      errors: [{ messageId: 'otherFeature', data: { from: 'bo', to: 'messaging' } }],
    },
    {
      name: 'a feature imports app/',
      filename: inStories,
      code: "import { AppShell } from '../../../app/layouts/app-shell';",
      errors: [{ messageId: 'app', data: { from: 'bo' } }],
    },
    {
      name: 'a feature loads another feature lazily',
      filename: inStories,
      code: "const preview = import('../../files/storage/files-screen');",
      errors: [{ messageId: 'otherFeature', data: { from: 'bo', to: 'files' } }],
    },
    {
      name: 'a feature re-exports another feature',
      filename: inStories,
      code: "export { NewsFeed } from '../../messaging/news/news-feed';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      name: 'a feature re-exports everything of another feature',
      filename: inStories,
      code: "export * from '../../identity/landing/my-data-screen';",
      errors: [{ messageId: 'otherFeature', data: { from: 'bo', to: 'identity' } }],
    },
    {
      name: 'the folder of another feature itself',
      filename: inStories,
      code: "import * as arcade from '../../arcade';",
      errors: [{ messageId: 'otherFeature', data: { from: 'bo', to: 'arcade' } }],
    },
  ],
});
