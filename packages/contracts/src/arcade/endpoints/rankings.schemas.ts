// The run-time schemas of arcade's rankings endpoints (decision 227), for the server only.
import { arcadeSettingsSchema, rankingResponseSchema } from '../rankings';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as rankingsEndpoints from './rankings';

export const rankings = bindSchemas(rankingsEndpoints.rankings, { answer: rankingResponseSchema });
export const settings = bindSchemas(rankingsEndpoints.settings, { answer: arcadeSettingsSchema });
export const saveSettings = bindSchemas(rankingsEndpoints.saveSettings, { body: arcadeSettingsSchema, answer: arcadeSettingsSchema });
