import { z } from 'zod';

/** `GET /api/signatures/v1/flow/next-uuid` answers a plain string: empty when no flow is pending. */
export const nextFlowUuidSchema = z.union([z.literal(''), z.uuid()]);
export type NextFlowUuid = z.infer<typeof nextFlowUuidSchema>;
