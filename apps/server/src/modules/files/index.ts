import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { RecurringJob } from '../../platform/jobs';
import { registerPersonalData } from '../../platform/personal-data';
import { createFilesFrontDoor } from './files.front-door';
import { filesPersonalData } from './files.personal-data';
import { filesRoutes } from './files.routes';
import { createFilesService } from './files.service';

export { createFilesFrontDoor, type FileOwner, type FilesFrontDoor, type OpenedFile } from './files.front-door';
export type { FilePartRule, PendingFile, ReceiveOptions, ReceivedFiles, ReceivedUpload } from './upload-receiver';

registerPersonalData(filesPersonalData);

/** Mounted at /api/files/v1. Stored files, quota accounting, uploads, signed downloads, trash. */
export const filesModule: FastifyPluginAsync<AppContext> = async (app, { config, db }) => {
  const front = createFilesFrontDoor({ config, db, log: app.log });
  await app.register(filesRoutes, { files: createFilesService({ db, front }) });
};

/** The files module's recurring jobs (main.ts hands them to the job runner). */
export function filesJobs(context: AppContext & { log?: Parameters<typeof createFilesFrontDoor>[0]['log'] }): RecurringJob[] {
  const front = createFilesFrontDoor(context);
  return [
    { name: 'files.purge-trash', everyMinutes: 60, run: () => front.purgeExpiredTrash() },
    { name: 'files.clean-up-orphans', everyMinutes: 60, run: () => front.cleanUpOrphans() },
  ];
}
