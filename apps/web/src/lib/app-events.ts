/**
 * Window events that connect the shell's parts without importing each other's (lazily loaded)
 * code:
 * - `berufswahl:open-menu` opens the burger menu (detail: id of an element to focus in it),
 * - `berufswahl:start-tour` starts the onboarding tour (menu entry "Tour starten"),
 * - `berufswahl:open-story-form` asks for the story form (quick-menu item without a link). The
 *   students' issue builds the form and listens to it; until then nothing else happens.
 * - `berufswahl:open-storage-full` opens the one storage-full dialog (spec 8) after an upload
 *   answered USER_STORAGE_FULL; the files feature listens to it from the global dialogs.
 */
export const OPEN_MENU_EVENT = 'berufswahl:open-menu';
export const START_TOUR_EVENT = 'berufswahl:start-tour';
export const OPEN_STORY_FORM_EVENT = 'berufswahl:open-story-form';
export const OPEN_STORAGE_FULL_EVENT = 'berufswahl:open-storage-full';

export function openMenu(focusId?: string): void {
  window.dispatchEvent(new CustomEvent<{ focusId?: string }>(OPEN_MENU_EVENT, { detail: { focusId } }));
}

export function startTour(): void {
  window.dispatchEvent(new CustomEvent(START_TOUR_EVENT));
}

export function openStoryForm(): void {
  window.dispatchEvent(new CustomEvent(OPEN_STORY_FORM_EVENT));
}

/** Opens the storage-full dialog (spec 8: the text, cancel, and "Speicher verwalten" → /files/). */
export function openStorageFullDialog(): void {
  window.dispatchEvent(new CustomEvent(OPEN_STORAGE_FULL_EVENT));
}
