// What tests elsewhere use of this module: tables to set up and check rows, factories, and the route
// matrix's examples (decision 216: tests reach another module through its index.ts or this entry).

export { ADMINISTRATION_MATRIX_FIXTURES } from './administration/administration.matrix-fixtures';
