// The run-time schemas of identity's own-account endpoints (decision 227), for the server only. The
// archive downloads bind no answer schema: a 200 without one is a streamed file (the zip).
import { archiveLinkParamsSchema, archiveLinkQuerySchema, archiveLinkSchema } from '../archive';
import { ownPasswordChangeBodySchema, ownPasswordChangedSchema } from '../password-change';
import { reactivationCodeResponseSchema } from '../reactivation';
import { transferBodySchema, transferResponseSchema } from '../transfer';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as ownAccountEndpoints from './own-account';

export const changeOwnPassword = bindSchemas(ownAccountEndpoints.changeOwnPassword, { body: ownPasswordChangeBodySchema, answer: ownPasswordChangedSchema });
export const generateReactivationCode = bindSchemas(ownAccountEndpoints.generateReactivationCode, { answer: reactivationCodeResponseSchema });
export const transferToSchool = bindSchemas(ownAccountEndpoints.transferToSchool, { body: transferBodySchema, answer: transferResponseSchema });
export const archive = bindSchemas(ownAccountEndpoints.archive, {});
export const archiveLinks = bindSchemas(ownAccountEndpoints.archiveLinks, { answer: archiveLinkSchema }, 201);
export const archiveDownload = bindSchemas(ownAccountEndpoints.archiveDownload, { params: archiveLinkParamsSchema, query: archiveLinkQuerySchema });
