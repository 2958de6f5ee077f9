// Endpoints of files: files (decisions 225, 227) – method, full path and, as types, what each takes
// and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { EmptyTrashResult, FileList, FileListQuery, SignedDownloadQuery, StorageInfo, StorageSpaceBody, StoredFile } from '../files';
import { endpoint } from '../../shared/endpoint';

export const myStorage = endpoint<{ answer: StorageInfo }>()('GET', '/api/files/v1/me/storage');
export const setStudentStorage = endpoint<{ body: StorageSpaceBody; answer: StorageInfo }>()(
  'PUT',
  '/api/files/v1/schools/:schoolUuid/students/:userUuid/storage',
);
export const myFiles = endpoint<{ query: FileListQuery; answer: FileList }>()('GET', '/api/files/v1/me/files');
/** Multipart only: the file under FILE_FIELD; the route answers anything else with 415. */
export const uploadFile = endpoint<{ body: FormData; answer: StoredFile }>()('POST', '/api/files/v1/me/files');
export const trashFile = endpoint()('POST', '/api/files/v1/me/files/:fileUuid/trash');
export const restoreFile = endpoint()('POST', '/api/files/v1/me/files/:fileUuid/restore');
export const deleteFile = endpoint()('DELETE', '/api/files/v1/me/files/:fileUuid');
export const emptyTrash = endpoint<{ answer: EmptyTrashResult }>()('DELETE', '/api/files/v1/me/trash');
/**
 * Answers the file itself (a stream, not JSON), so no answer is declared. The browser loads it
 * from a StoredFile's signed URL (img/video src, download link), not through the API client.
 */
export const download = endpoint<{ query: SignedDownloadQuery }>()('GET', '/api/files/v1/downloads/:fileUuid');
