// Endpoints of signatures: flow (decisions 225, 227) – method, full path and, as types, what each takes
// and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { NextFlowUuid } from '../flow';
import type { SignatureConfirmBody, SignatureFlowDetail, SignatureSnooze, SignatureStatusAnswer } from '../signature';
import { endpoint } from '../../shared/endpoint';

/** A JSON string: the pending flow's uuid, or '' when there is none. */
export const nextFlowUuid = endpoint<{ answer: NextFlowUuid }>()('GET', '/api/signatures/v1/flow/next-uuid');
export const flow = endpoint<{ answer: SignatureFlowDetail }>()('GET', '/api/signatures/v1/flow/:flowUuid');
export const confirmFlow = endpoint<{ body: SignatureConfirmBody; answer: SignatureStatusAnswer }>()(
  'POST',
  '/api/signatures/v1/flow/:flowUuid/confirm',
);
export const snoozeFlow = endpoint<{ answer: SignatureSnooze }>()('POST', '/api/signatures/v1/flow/:flowUuid/snooze');
