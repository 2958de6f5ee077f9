// What tests elsewhere use of this module: tables to set up and check rows, factories, and the route
// matrix's examples (decision 216: tests reach another module through its index.ts or this entry).

export { FILES_MATRIX_FIXTURES } from './files.matrix-fixtures';
export { fileRemovals, files } from './files.schema';
export { type MultipartPart, multipartBody, pngBytes, uploadPngAs, zipBytes } from './files.test-support';
export { checkStoreAgainstRows } from './store-check.test-support';
