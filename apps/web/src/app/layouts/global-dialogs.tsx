/**
 * Dialogs and banners that can appear over any page (notifications, ticket forms, offline banner,
 * service-worker update notice). Loaded lazily by the shell so that the first screen stays small.
 */
export function GlobalDialogs() {
  return null;
}
