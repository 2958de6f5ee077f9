// The run-time schemas of signatures' flow endpoints (decision 227), for the server only.
import { nextFlowUuidSchema } from '../flow';
import {
  signatureConfirmBodySchema,
  signatureFlowDetailSchema,
  signatureFlowParamsSchema,
  signatureSnoozeSchema,
  signatureStatusSchema,
} from '../signature';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as flowEndpoints from './flow';

export const nextFlowUuid = bindSchemas(flowEndpoints.nextFlowUuid, { answer: nextFlowUuidSchema });

export const flow = bindSchemas(flowEndpoints.flow, { params: signatureFlowParamsSchema, answer: signatureFlowDetailSchema });

export const confirmFlow = bindSchemas(flowEndpoints.confirmFlow, {
  params: signatureFlowParamsSchema,
  body: signatureConfirmBodySchema,
  answer: signatureStatusSchema,
});

export const snoozeFlow = bindSchemas(flowEndpoints.snoozeFlow, { params: signatureFlowParamsSchema, answer: signatureSnoozeSchema });
