// The run-time schemas of identity's schools endpoints (decision 227), for the server only.
import { schoolDataBodySchema, schoolParamsSchema, schoolTypesResponseSchema, sekundarstufenResponseSchema } from '../schools';
import { schoolSummarySchema } from '../users';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as schoolsEndpoints from './schools';

export const school = bindSchemas(schoolsEndpoints.school, { params: schoolParamsSchema, answer: schoolSummarySchema });
export const updateSchool = bindSchemas(schoolsEndpoints.updateSchool, { params: schoolParamsSchema, body: schoolDataBodySchema, answer: schoolSummarySchema });
export const sekundarstufen = bindSchemas(schoolsEndpoints.sekundarstufen, { answer: sekundarstufenResponseSchema });
export const schoolTypes = bindSchemas(schoolsEndpoints.schoolTypes, { answer: schoolTypesResponseSchema });
