// Endpoints of identity: own-account (decisions 225, 227) – method, full path and, as types, what
// each takes and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
// The two archive downloads declare no answer: they answer the zip as a stream (200), not JSON.
import type { ArchiveLink, ArchiveLinkQuery } from '../archive';
import type { OwnPasswordChangeBody, OwnPasswordChanged } from '../password-change';
import type { TransferBody } from '../transfer';
import type { Me } from '../users';
import { endpoint } from '../../shared/endpoint';

export const changeOwnPassword = endpoint<{ body: OwnPasswordChangeBody; answer: OwnPasswordChanged }>()('PUT', '/api/identity/v1/users/me/password');
export const generateReactivationCode = endpoint<{ answer: Me }>()('PATCH', '/api/identity/v1/users/me/reactivation-code');
export const transferToSchool = endpoint<{ body: TransferBody; answer: Me }>()('POST', '/api/identity/v1/users/me/transfer');
export const archive = endpoint()('GET', '/api/identity/v1/archive');
export const archiveLinks = endpoint<{ answer: ArchiveLink }>()('POST', '/api/identity/v1/archive/links');
// Opened by the browser's own download from the signed link `archiveLinks` answers, never called by the app.
export const archiveDownload = endpoint<{ query: ArchiveLinkQuery }>()('GET', '/api/identity/v1/archive/downloads/:nonce');
