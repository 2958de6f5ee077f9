// The module's test entry: what tests elsewhere use of it – tables to set up and check rows,
// factories, and the route matrix's examples. Tests reach another module through its index.ts or
// this entry only (decisions 216, 228); production code never imports from a testing/ folder.

export { ADMINISTRATION_MATRIX_FIXTURES } from './administration.matrix-fixtures';
export { createAccount, createClass, createLand, createSchool, TEST_PASSWORD, tokenFor, type AccountOptions, type TestAccount } from './factories';
export { readZipEntries } from './read-zip';
