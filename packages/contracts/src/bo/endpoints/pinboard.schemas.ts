// The run-time schemas of bo's pinboard endpoints (decision 227), for the server only.
import {
  classPinboardSchema,
  myPinboardSchema,
  pinboardCandidatesSchema,
  pinboardClassListSchema,
  pinboardClassParamsSchema,
  pinboardEntryParamsSchema,
  pinboardEntrySchema,
  pinboardFeedbackInputSchema,
  pinboardFeedbackItemParamsSchema,
  pinboardFeedbackParamsSchema,
  pinboardFeedbackSchema,
  pinItemSchema,
} from '../pinboard';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as pinboardEndpoints from './pinboard';

export const myPinboard = bindSchemas(pinboardEndpoints.myPinboard, { answer: myPinboardSchema });
export const pinCandidates = bindSchemas(pinboardEndpoints.pinCandidates, { answer: pinboardCandidatesSchema });
// 201 for a new pin; the route also answers 200 (the existing pin) with the same schema.
// A new pin answers 201, pinning the same item again answers the same pin with 200.
export const pinItem = bindSchemas(pinboardEndpoints.pinItem, { body: pinItemSchema, answer: pinboardEntrySchema }, [201, 200]);
export const unpinEntry = bindSchemas(pinboardEndpoints.unpinEntry, { params: pinboardEntryParamsSchema }, 204);
export const pinboardClasses = bindSchemas(pinboardEndpoints.pinboardClasses, { answer: pinboardClassListSchema });
export const classPinboard = bindSchemas(pinboardEndpoints.classPinboard, { params: pinboardClassParamsSchema, answer: classPinboardSchema });
export const giveFeedback = bindSchemas(
  pinboardEndpoints.giveFeedback,
  { params: pinboardFeedbackParamsSchema, body: pinboardFeedbackInputSchema, answer: pinboardFeedbackSchema },
  201,
);
export const editFeedback = bindSchemas(pinboardEndpoints.editFeedback, {
  params: pinboardFeedbackItemParamsSchema,
  body: pinboardFeedbackInputSchema,
  answer: pinboardFeedbackSchema,
});
export const deleteFeedback = bindSchemas(pinboardEndpoints.deleteFeedback, { params: pinboardFeedbackItemParamsSchema }, 204);
