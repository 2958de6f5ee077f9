// The run-time schemas of files' files endpoints (decision 227), for the server only.
import {
  emptyTrashResultSchema,
  fileListQuerySchema,
  fileListSchema,
  fileParamsSchema,
  signedDownloadQuerySchema,
  storageInfoSchema,
  storageSpaceBodySchema,
  storedFileSchema,
  studentStorageParamsSchema,
} from '../files';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as filesEndpoints from './files';

export const myStorage = bindSchemas(filesEndpoints.myStorage, { answer: storageInfoSchema });

export const setStudentStorage = bindSchemas(filesEndpoints.setStudentStorage, {
  params: studentStorageParamsSchema,
  body: storageSpaceBodySchema,
  answer: storageInfoSchema,
});

export const myFiles = bindSchemas(filesEndpoints.myFiles, { query: fileListQuerySchema, answer: fileListSchema });

// No body schema: the route reads the multipart stream itself.
export const uploadFile = bindSchemas(filesEndpoints.uploadFile, { answer: storedFileSchema }, 201);

export const trashFile = bindSchemas(filesEndpoints.trashFile, { params: fileParamsSchema }, 204);

export const restoreFile = bindSchemas(filesEndpoints.restoreFile, { params: fileParamsSchema }, 204);

export const deleteFile = bindSchemas(filesEndpoints.deleteFile, { params: fileParamsSchema }, 204);

export const emptyTrash = bindSchemas(filesEndpoints.emptyTrash, { answer: emptyTrashResultSchema });

// 200 without an answer schema: the route streams the file, which is not serialized.
export const download = bindSchemas(filesEndpoints.download, { params: fileParamsSchema, query: signedDownloadQuerySchema });
