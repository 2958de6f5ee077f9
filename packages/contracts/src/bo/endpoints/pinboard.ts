// Endpoints of bo: pinboard (decisions 225, 227) – method, full path and, as types, what each
// takes and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type {
  ClassPinboard,
  MyPinboard,
  PinboardCandidates,
  PinboardClassList,
  PinboardEntry,
  PinboardFeedback,
  PinboardFeedbackInput,
  PinItemInput,
} from '../pinboard';
import { endpoint } from '../../shared/endpoint';

export const myPinboard = endpoint<{ answer: MyPinboard }>()('GET', '/api/bo/v1/pinboard/my');
export const pinCandidates = endpoint<{ answer: PinboardCandidates }>()('GET', '/api/bo/v1/pinboard/my/candidates');
/** A new pin answers 201; pinning the same item again answers its existing pin with 200. */
export const pinItem = endpoint<{ body: PinItemInput; answer: PinboardEntry }>()('POST', '/api/bo/v1/pinboard/my/entries');
export const unpinEntry = endpoint()('DELETE', '/api/bo/v1/pinboard/my/entries/:entryUuid');
export const pinboardClasses = endpoint<{ answer: PinboardClassList }>()('GET', '/api/bo/v1/pinboard/classes');
export const classPinboard = endpoint<{ answer: ClassPinboard }>()('GET', '/api/bo/v1/pinboard/classes/:classUuid');
export const giveFeedback = endpoint<{ body: PinboardFeedbackInput; answer: PinboardFeedback }>()(
  'POST',
  '/api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback',
);
export const editFeedback = endpoint<{ body: PinboardFeedbackInput; answer: PinboardFeedback }>()(
  'PATCH',
  '/api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback/:feedbackUuid',
);
export const deleteFeedback = endpoint()('DELETE', '/api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback/:feedbackUuid');
