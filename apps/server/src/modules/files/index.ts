import type { ModuleDescriptor } from '../../platform/module';
import type { FilesFrontDoor } from './files.front-door';
import { filesPersonalData } from './files.personal-data';
import { filesRoutes } from './files.routes';
import { createFilesService } from './files.service';

export { createFilesFrontDoor, type FileOwner, type FilesFrontDoor, type OpenedFile } from './files.front-door';
// The stored files' table, for the foreign keys of other modules' tables (a story's attachment) and
// the answers' export, which keeps only the files that still exist.
export { files } from './files.schema';
export type { FilePartRule, PendingFile, ReceiveOptions, ReceivedFiles, ReceivedUpload } from './upload-receiver';

/** The front door, built once by the composition root and shared by every module that stores files (decision 046). */
export type FilesPorts = { files: FilesFrontDoor };

/** Mounted at /api/files/v1. Stored files, quota accounting, uploads, signed downloads, trash. */
export const filesModule: ModuleDescriptor<FilesPorts> = {
  name: 'files',
  prefix: '/api/files/v1',
  routes: async (app, { db, files }) => {
    await app.register(filesRoutes, { files: createFilesService({ db, front: files }) });
  },
  jobs: ({ files }) => [
    { name: 'files.purge-trash', everyMinutes: 60, run: () => files.purgeExpiredTrash() },
    { name: 'files.clean-up-orphans', everyMinutes: 60, run: () => files.cleanUpOrphans() },
  ],
  personalData: [filesPersonalData],
};
