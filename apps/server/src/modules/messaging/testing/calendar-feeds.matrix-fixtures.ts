import type { MatrixFixture } from '../../../test/route-matrix.types';
import { eventForMatrix } from './news.matrix-fixtures';

/**
 * Route-matrix examples of the calendar feeds (decision 238): the caller's own feed, one event as
 * `.ics` (another school's event 404), and the public feed, whose made-up token nobody has.
 */
export const CALENDAR_FEEDS_MATRIX_FIXTURES: Record<string, MatrixFixture> = {
  'GET /api/messaging/v1/calendar-feed': {},
  'POST /api/messaging/v1/calendar-feed': {},
  'DELETE /api/messaging/v1/calendar-feed': {},
  'GET /api/messaging/v1/events/:eventUuid/ics': {
    namesOwnResource: true,
    request: async ({ user, tenant, setup }) => ({ params: { eventUuid: await eventForMatrix(setup, user, tenant) } }),
  },
  'GET /api/public/v1/calendar/:feed': {
    request: () => ({ params: { feed: 'ausgedachtausgedachtausgedachtausgedacht123.ics' } }),
    expect: () => 404,
    expectAnonymous: 404,
  },
};
