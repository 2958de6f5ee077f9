import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_REQUEST_WAIT_MS, createAppRequests, OPEN_MENU_EVENT, START_TOUR_EVENT } from './app-events';

function newRequests() {
  const target = new EventTarget();
  return createAppRequests(() => target);
}

describe('app requests between lazily loaded parts of the shell', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands a request to the listener that is there, once', () => {
    const requests = newRequests();
    const heard: unknown[] = [];
    const stop = requests.listen(OPEN_MENU_EVENT, (detail) => heard.push(detail));
    requests.send(OPEN_MENU_EVENT, { focusId: 'menu-a11y' });
    expect(heard).toEqual([{ focusId: 'menu-a11y' }]);
    stop();
    // A later listener does not get the request again: it was heard.
    const later: unknown[] = [];
    requests.listen(OPEN_MENU_EVENT, (detail) => later.push(detail));
    expect(later).toEqual([]);
  });

  it('keeps a request sent before its listener came and hands it over when the listener comes', () => {
    const requests = newRequests();
    requests.send(START_TOUR_EVENT);
    vi.advanceTimersByTime(5_000);
    let starts = 0;
    requests.listen(START_TOUR_EVENT, () => (starts += 1));
    expect(starts).toBe(1);
    // Handed over once: another listener mounting later does not start a second tour.
    let secondStarts = 0;
    requests.listen(START_TOUR_EVENT, () => (secondStarts += 1));
    expect(secondStarts).toBe(0);
  });

  it('drops a request that waited longer than the user can be expected to wait', () => {
    const requests = newRequests();
    requests.send(START_TOUR_EVENT);
    vi.advanceTimersByTime(APP_REQUEST_WAIT_MS + 1);
    let starts = 0;
    requests.listen(START_TOUR_EVENT, () => (starts += 1));
    expect(starts).toBe(0);
  });

  it('keeps requests of different names apart and stops listening when asked', () => {
    const requests = newRequests();
    let tours = 0;
    const stop = requests.listen(START_TOUR_EVENT, () => (tours += 1));
    requests.send(OPEN_MENU_EVENT);
    expect(tours).toBe(0);
    stop();
    requests.send(START_TOUR_EVENT);
    expect(tours).toBe(0);
    // Not heard after the stop, so it waits for the next listener.
    requests.listen(START_TOUR_EVENT, () => (tours += 1));
    expect(tours).toBe(1);
  });
});
