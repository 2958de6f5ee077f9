import { useEffect, useRef } from 'react';

/**
 * Requests that connect the shell's parts without importing each other's (lazily loaded) code,
 * sent as window events:
 * - `berufswahl:open-menu` opens the burger menu (detail: id of an element to focus in it),
 * - `berufswahl:start-tour` starts the onboarding tour (menu entry "Tour starten", help page),
 * - `berufswahl:open-story-form` asks for the story form (quick menu, dashboard, stories screen),
 * - `berufswahl:open-storage-full` opens the one storage-full dialog (spec 8) after an upload
 *   answered USER_STORAGE_FULL; the files feature listens to it from the global dialogs.
 */
export const OPEN_MENU_EVENT = 'berufswahl:open-menu';
export const START_TOUR_EVENT = 'berufswahl:start-tour';
export const OPEN_STORY_FORM_EVENT = 'berufswahl:open-story-form';
export const OPEN_STORAGE_FULL_EVENT = 'berufswahl:open-storage-full';

export type AppRequestName = typeof OPEN_MENU_EVENT | typeof START_TOUR_EVENT | typeof OPEN_STORY_FORM_EVENT | typeof OPEN_STORAGE_FULL_EVENT;

export interface OpenMenuDetail {
  focusId?: string;
}

/**
 * How long a request waits for its listener. The listeners live in lazily loaded parts of the
 * shell (the onboarding host, the global dialogs), which on a slow school network arrive seconds
 * after the button that asks for them: a click in that time would otherwise do nothing at all. A
 * request older than this is dropped – the user has moved on, and a dialog opening then would
 * surprise them.
 */
export const APP_REQUEST_WAIT_MS = 30_000;

/**
 * The requests of one event target: a listener marks a request as heard (`preventDefault`); a
 * request nobody heard waits (the latest per name) and is handed to the first listener that
 * comes within {@link APP_REQUEST_WAIT_MS}.
 */
export function createAppRequests(target: () => EventTarget) {
  const waiting = new Map<string, { detail: unknown; sentAt: number }>();
  return {
    send(name: AppRequestName, detail?: unknown): void {
      waiting.delete(name);
      if (target().dispatchEvent(new CustomEvent(name, { detail, cancelable: true }))) waiting.set(name, { detail, sentAt: Date.now() });
    },
    /** Listens until the returned function is called; a waiting request is handled at once. */
    listen(name: AppRequestName, handle: (detail: unknown) => void): () => void {
      const listener = (event: Event) => {
        event.preventDefault();
        handle((event as CustomEvent<unknown>).detail);
      };
      target().addEventListener(name, listener);
      const request = waiting.get(name);
      waiting.delete(name);
      if (request && Date.now() - request.sentAt <= APP_REQUEST_WAIT_MS) handle(request.detail);
      return () => target().removeEventListener(name, listener);
    },
  };
}

const appRequests = createAppRequests(() => window);

/**
 * Handles a request while the calling component is mounted, also one sent shortly before it
 * mounted (its code was still loading). The handler may change from render to render.
 */
export function useAppRequest<Detail = undefined>(name: AppRequestName, handle: (detail: Detail) => void): void {
  const handleRef = useRef(handle);
  useEffect(() => {
    handleRef.current = handle;
  });
  // The detail's type is tied to the name by the senders below, the only ones who send.
  useEffect(() => appRequests.listen(name, (detail) => handleRef.current(detail as Detail)), [name]);
}

export function openMenu(focusId?: string): void {
  const detail: OpenMenuDetail = { focusId };
  appRequests.send(OPEN_MENU_EVENT, detail);
}

export function startTour(): void {
  appRequests.send(START_TOUR_EVENT);
}

export function openStoryForm(): void {
  appRequests.send(OPEN_STORY_FORM_EVENT);
}

/** Opens the storage-full dialog (spec 8: the text, cancel, and "Speicher verwalten" → /files/). */
export function openStorageFullDialog(): void {
  appRequests.send(OPEN_STORAGE_FULL_EVENT);
}
