import { useMe } from '../../../lib/me/get-me';

/** The school (for school coordinators) and Land the signed-in coordinator administers. */
export function useAdminScope() {
  const { data: me } = useMe();
  return { me, schoolUuid: me?.school?.uuid, clientUuid: me?.client_uuid, role: me?.roles[0] };
}
