import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import boundaries from './server-module-boundaries.js';

// RuleTester runs its cases through the test framework's describe/it (decision 014).
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

// The TypeScript parser, so that `import type` and `typeof import(…)` are read as the server writes them.
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const rule = boundaries.rules['server-module-boundaries'];

/** A file of the server, as ESLint names it: an absolute path. */
const server = (relative) => path.join(process.cwd(), 'apps/server/src', relative);
const inStories = server('modules/bo/stories/stories.service.ts');
const storiesTest = server('modules/bo/stories/stories.routes.test.ts');

ruleTester.run('server-module-boundaries', rule, {
  valid: [
    { name: "a module uses another module's folder (its index.ts)", filename: inStories, code: "import { recordAudit } from '../../audit';" },
    { name: "a module names another module's index.ts", filename: inStories, code: "import { notifyUsers } from '../../messaging/index';" },
    { name: 'a module uses its own files', filename: inStories, code: "import { storiesTable } from './stories.schema';" },
    { name: 'a module uses a sibling area of itself', filename: inStories, code: "import { findTask } from '../career-orientations/mein-weg-content';" },
    { name: 'a module uses the platform', filename: inStories, code: "import type { Database } from '../../../platform/db/client';" },
    { name: 'package imports are not the rule’s business', filename: inStories, code: "import { LIMITS } from '@berufswahl/contracts';" },
    { name: "a test uses another module's test-support entry", filename: storiesTest, code: "import { auditEvents } from '../../audit/test-support';" },
    { name: 'a test uses its own module’s internals', filename: storiesTest, code: "import { stories } from './stories.schema';" },
    { name: 'the composition root uses a front door', filename: server('app.ts'), code: "import { boModule } from './modules/bo';" },
    { name: 'wiring uses a front door', filename: server('wiring/mein-weg-for-arcade.ts'), code: "import type { MeinWegPort } from '../modules/arcade';" },
    { name: 'the platform uses the platform', filename: server('platform/auth/access.ts'), code: "import { canSeeSchool } from './tenancy.policy';" },
    { name: 'files outside the server are not checked', filename: path.join(process.cwd(), 'apps/web/src/lib/x.ts'), code: "import { x } from '../../../server/src/modules/bo/stories/x';" },
  ],
  invalid: [
    {
      name: 'a module imports past another module’s index.ts',
      filename: server('modules/bo/pinboard/pinboard.policy.ts'),
      code: "import { canSeeSchool } from '../../identity/tenancy.policy';",
      errors: [{ messageId: 'pastFrontDoor', data: { from: 'bo', to: 'identity', target: 'modules/identity/tenancy.policy' } }],
    },
    {
      name: 'a type-only import past the index.ts counts too',
      filename: inStories,
      code: "import type { files } from '../../files/files.schema';",
      errors: [{ messageId: 'pastFrontDoor', data: { from: 'bo', to: 'files', target: 'modules/files/files.schema' } }],
    },
    {
      name: 'a re-export past the index.ts',
      filename: inStories,
      code: "export { recordAudit } from '../../audit/audit.repository';",
      errors: [{ messageId: 'pastFrontDoor' }],
    },
    {
      name: 'a lazy import past the index.ts',
      filename: inStories,
      code: "const audit = import('../../audit/audit.service');",
      errors: [{ messageId: 'pastFrontDoor' }],
    },
    {
      name: 'a type position import past the index.ts',
      filename: inStories,
      code: "type Row = typeof import('../../audit/audit.schema');",
      errors: [{ messageId: 'pastFrontDoor' }],
    },
    {
      name: "production code uses another module's test-support entry",
      filename: inStories,
      code: "import { auditEvents } from '../../audit/test-support';",
      errors: [{ messageId: 'pastFrontDoor', data: { from: 'bo', to: 'audit', target: 'modules/audit/test-support' } }],
    },
    {
      name: "a test imports past another module's entries",
      filename: storiesTest,
      code: "import { files } from '../../files/files.schema';",
      errors: [{ messageId: 'testPastFrontDoor', data: { from: 'bo', to: 'files', target: 'modules/files/files.schema' } }],
    },
    {
      name: 'the composition root imports past a module’s index.ts',
      filename: server('main.ts'),
      code: "import { seedDemoSignatureFlow } from './modules/signatures/signature/signature.demo-seed';",
      errors: [{ messageId: 'pastFrontDoor', data: { from: 'the composition root', to: 'signatures', target: 'modules/signatures/signature/signature.demo-seed' } }],
    },
    {
      name: 'the platform imports a module’s index.ts',
      filename: server('platform/db/seed/demo-seed.ts'),
      code: "import { seedDemoSignatureFlow } from '../../../modules/signatures';",
      errors: [{ messageId: 'platformImportsModule', data: { to: 'signatures' } }],
    },
    {
      name: 'the platform imports a module’s internals, type-only',
      filename: server('platform/auth/access.ts'),
      code: "import type { Caller } from '../../modules/identity/users/users.repository';",
      errors: [{ messageId: 'platformImportsModule', data: { to: 'identity' } }],
    },
  ],
});
