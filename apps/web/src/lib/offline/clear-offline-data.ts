/**
 * Removes what this browser keeps offline for the signed-in person: the service worker's caches.
 * The drafts database is deleted by the drafts' own sign-out (decision 240). Placeholder until the
 * offline reading of issue 19 (branch s19-pwa) brings its own version of this file: the lead keeps
 * that one at the merge.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}
