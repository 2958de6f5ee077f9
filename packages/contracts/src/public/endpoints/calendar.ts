// Public endpoints without an account (issue 18; decisions 227, 238): a personal calendar feed
// behind its secret URL `/api/public/v1/calendar/<token>.ics`. The token is the only authorisation.
// It declares no answer: it answers `text/calendar`, not JSON.
import { endpoint } from '../../shared/endpoint';

export const calendarFeedFile = endpoint()('GET', '/api/public/v1/calendar/:feed');
