// The run-time schemas of signatures' signature endpoints (decision 227), for the server only.
import {
  principalDeadlineSchema,
  signatureDeadlineBodySchema,
  signatureFlowSummarySchema,
  signatureLandOverviewSchema,
  signatureSchoolParamsSchema,
  signatureSchoolStatusSchema,
  signatureStatusSchema,
} from '../signature';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as signatureEndpoints from './signature';

export const principalDeadline = bindSchemas(signatureEndpoints.principalDeadline, { answer: principalDeadlineSchema });

export const myStatus = bindSchemas(signatureEndpoints.myStatus, { answer: signatureStatusSchema });

export const landOverview = bindSchemas(signatureEndpoints.landOverview, { answer: signatureLandOverviewSchema });

export const setDeadline = bindSchemas(signatureEndpoints.setDeadline, { body: signatureDeadlineBodySchema, answer: signatureFlowSummarySchema });

export const withdrawConfirmation = bindSchemas(signatureEndpoints.withdrawConfirmation, {
  params: signatureSchoolParamsSchema,
  answer: signatureSchoolStatusSchema,
});
