// The run-time schemas of bo's reflections endpoints (decision 227), for the server only.
import { answerParamsSchema, reflectionListSchema, reflectionSchema } from '../mein-weg-answers';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as reflectionsEndpoints from './reflections';

export const reflections = bindSchemas(reflectionsEndpoints.reflections, { answer: reflectionListSchema });
export const reflectionsTrash = bindSchemas(reflectionsEndpoints.reflectionsTrash, { answer: reflectionListSchema });
export const trashReflection = bindSchemas(reflectionsEndpoints.trashReflection, { params: answerParamsSchema, answer: reflectionSchema });
export const restoreReflection = bindSchemas(reflectionsEndpoints.restoreReflection, { params: answerParamsSchema, answer: reflectionSchema });
export const deleteReflection = bindSchemas(reflectionsEndpoints.deleteReflection, { params: answerParamsSchema }, 204);
