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

/** Loaded once per page load; a failure counts as "off" (nothing is asked, nothing tracked). */
export function useMatomoConfig(isEnabled: boolean) {
  return useQuery({ queryKey: ['runtime-config', 'matomo'], queryFn: getMatomoConfig, enabled: isEnabled, staleTime: Infinity, retry: false });
}

/** Analytics apply to this user when Matomo is configured for the user's Land. */
export function analyticsAppliesTo(settings: MatomoSettings | null | undefined, me: Pick<Me, 'client_uuid'> | undefined): settings is MatomoSettings {
  return Boolean(settings && me?.client_uuid && settings.clientUuids.includes(me.client_uuid));
}
