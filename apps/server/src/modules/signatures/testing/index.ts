// The module's test entry: what tests elsewhere use of it – tables to set up and check rows,
// factories, and the route matrix's examples. Tests reach another module through its index.ts or
// this entry only (decisions 216, 228); production code never imports from a testing/ folder.

export { SIGNATURES_MATRIX_FIXTURES } from './matrix-fixtures';
