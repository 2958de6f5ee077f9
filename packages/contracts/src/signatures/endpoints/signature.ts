// Endpoints of signatures: signature (decisions 225, 227) – method, full path and, as types, what each takes
// and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type {
  PrincipalDeadline,
  SignatureDeadlineBody,
  SignatureFlowSummary,
  SignatureLandOverview,
  SignatureSchoolStatus,
  SignatureStatusAnswer,
} from '../signature';
import { endpoint } from '../../shared/endpoint';

export const principalDeadline = endpoint<{ answer: PrincipalDeadline }>()('GET', '/api/signatures/v1/signature/principal-deadline');
export const myStatus = endpoint<{ answer: SignatureStatusAnswer }>()('GET', '/api/signatures/v1/signature/status/my');
export const landOverview = endpoint<{ answer: SignatureLandOverview }>()('GET', '/api/signatures/v1/land/overview');
/** Publishes the current document version for the Land, or moves its deadline. */
export const setDeadline = endpoint<{ body: SignatureDeadlineBody; answer: SignatureFlowSummary }>()('PUT', '/api/signatures/v1/land/flow');
export const withdrawConfirmation = endpoint<{ answer: SignatureSchoolStatus }>()(
  'POST',
  '/api/signatures/v1/land/schools/:schoolUuid/withdraw',
);
