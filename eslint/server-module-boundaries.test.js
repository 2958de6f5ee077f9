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
    { name: "a test uses another module's test entry (its testing/ folder)", filename: storiesTest, code: "import { auditEvents } from '../../audit/testing';" },
    { name: "a test names another module's testing/index.ts", filename: storiesTest, code: "import { auditEvents } from '../../audit/testing/index';" },
    { name: 'a test uses its own module’s testing/ helpers', filename: storiesTest, code: "import { postStoryAs } from '../testing/stories';" },
    {
      name: "a module's testing/ helper uses another module's test entry",
      filename: server('modules/files/testing/upload-outcome.ts'),
      code: "import { stories } from '../../bo/testing';",
    },
    { name: 'the route matrix uses a test entry', filename: server('test/route-matrix.fixtures.ts'), code: "import { FILES_MATRIX_FIXTURES } from '../modules/files/testing';" },
    {
      name: "a platform area's tests use its testing/ folder",
      filename: server('platform/idp/idp.test.ts'),
      code: "import { createIdpTestApp } from './testing/idp';",
    },
    { name: 'test scaffolding in a testing/ folder may keep a descriptive name', filename: server('modules/bo/testing/stories.matrix-fixtures.ts'), code: 'export const X = 1;' },
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
      name: "production code uses another module's test entry",
      filename: inStories,
      code: "import { auditEvents } from '../../audit/testing';",
      errors: [{ messageId: 'productionImportsTestCode', data: { target: 'modules/audit/testing' } }],
    },
    {
      name: 'production code uses a helper in its own module’s testing/ folder',
      filename: inStories,
      code: "import { postStoryAs } from '../testing/stories';",
      errors: [{ messageId: 'productionImportsTestCode', data: { target: 'modules/bo/testing/stories' } }],
    },
    {
      name: 'production code re-exports from a testing/ folder, type-only',
      filename: server('modules/files/index.ts'),
      code: "export type { StoreCheck } from './testing/store-check';",
      errors: [{ messageId: 'productionImportsTestCode' }],
    },
    {
      name: 'the platform uses its own testing/ folder outside a test',
      filename: server('platform/idp/index.ts'),
      code: "import { insertTestUser } from './testing/idp';",
      errors: [{ messageId: 'productionImportsTestCode', data: { target: 'platform/idp/testing/idp' } }],
    },
    {
      name: 'the composition root uses the cross-module test infrastructure',
      filename: server('main.ts'),
      code: "import { createTestApp } from './test/test-app';",
      errors: [{ messageId: 'productionImportsTestCode', data: { target: 'test/test-app' } }],
    },
    {
      name: 'a test-support file in a production folder (the name before decision 228)',
      filename: server('modules/bo/stories/stories.test-support.ts'),
      code: "import { multipartBody } from '../../files/testing';",
      errors: [{ messageId: 'scaffoldingOutsideTesting', data: { file: 'stories.test-support.ts' } }, { messageId: 'productionImportsTestCode' }],
    },
    {
      name: "a module's old test-support.ts entry",
      filename: server('modules/audit/test-support.ts'),
      code: "export { auditEvents } from './audit.schema';",
      errors: [{ messageId: 'scaffoldingOutsideTesting', data: { file: 'test-support.ts' } }],
    },
    {
      name: 'route-matrix examples beside the routes',
      filename: server('modules/bo/stories/stories.matrix-fixtures.ts'),
      code: 'export const STORIES_MATRIX_FIXTURES = {};',
      errors: [{ messageId: 'scaffoldingOutsideTesting' }],
    },
    {
      name: "a test imports past another module's entries",
      filename: storiesTest,
      code: "import { files } from '../../files/files.schema';",
      errors: [{ messageId: 'testPastFrontDoor', data: { from: 'bo', to: 'files', target: 'modules/files/files.schema' } }],
    },
    {
      name: "a test imports a helper inside another module's testing/ folder",
      filename: storiesTest,
      code: "import { checkStoreAgainstRows } from '../../files/testing/store-check';",
      errors: [{ messageId: 'testPastFrontDoor', data: { from: 'bo', to: 'files', target: 'modules/files/testing/store-check' } }],
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
