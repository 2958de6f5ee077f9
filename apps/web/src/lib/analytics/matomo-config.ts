import { useQuery } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';

/** `/config/matomo.json` as the client uses it (decision 186). */
export interface MatomoSettings {
  url: string;
  siteId: string;
  clientUuids: readonly string[];
}

/**
 * Reads `/config/matomo.json`; null when analytics are off. Checked by hand rather than with the
 * contract's zod schema: the shell asks at start-up, before zod is loaded (decision 007).
 */
export async function getMatomoConfig(): Promise<MatomoSettings | null> {
  const response = await fetch('/config/matomo.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/config/matomo.json answered ${response.status}`);
  const answer = (await response.json()) as { enabled?: unknown; url?: unknown; site_id?: unknown; client_uuids?: unknown };
  if (answer.enabled !== true || typeof answer.url !== 'string' || typeof answer.site_id !== 'string') return null;
  const clientUuids = Array.isArray(answer.client_uuids) ? answer.client_uuids.filter((uuid): uuid is string => typeof uuid === 'string') : [];
  return { url: answer.url, siteId: answer.site_id, clientUuids };
}

let prefetched: Promise<MatomoSettings | null> | undefined;
/** The answer once the prefetch has arrived: the shell then starts with it, nothing waits a render. */
let prefetchedAnswer: { settings: MatomoSettings | null } | undefined;

/** Start-up asks early, while it signs in, so the first-run queue is not held up by this request. */
export function prefetchMatomoConfig(): Promise<MatomoSettings | null> {
  prefetched ??= getMatomoConfig().then((settings) => {
    prefetchedAnswer = { settings };
    return settings;
  });
  return prefetched;
}

/** Loaded once per page load; a failure counts as "off" (nothing is asked, nothing tracked). */
export function useMatomoConfig(isEnabled: boolean) {
  return useQuery({
    queryKey: ['runtime-config', 'matomo'],
    queryFn: prefetchMatomoConfig,
    initialData: prefetchedAnswer?.settings,
    enabled: isEnabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** Analytics apply to this user when Matomo is configured for the user's Land. */
export function analyticsAppliesTo(settings: MatomoSettings | null | undefined, me: Pick<Me, 'client_uuid'> | undefined): settings is MatomoSettings {
  return Boolean(settings && me?.client_uuid && settings.clientUuids.includes(me.client_uuid));
}
