import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminClientSchema,
  adminClientsResponseSchema,
  adminSchoolSchema,
  adminSchoolsResponseSchema,
  coordinatorsResponseSchema,
  createdAccountSchema,
  schoolTypesResponseSchema,
  type AdminClient,
  type AdminSchool,
  type CreatedAccount,
  type NewClientBody,
  type NewCoordinatorBody,
  type NewSchoolBody,
} from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

const API = '/api/identity/v1';
const schoolsKey = (clientUuid: string) => ['identity', 'administration', 'land', clientUuid, 'schools'] as const;
const clientsKey = ['identity', 'administration', 'clients'] as const;
const coordinatorsKey = (clientUuid: string) => ['identity', 'administration', 'land', clientUuid, 'coordinators'] as const;

/**
 * Coordinators of a Land (decision 108): `land` – the state coordinators (federal admin only),
 * `school` – the school coordinators of its schools.
 */
export function useCoordinators(clientUuid: string | undefined, level: 'land' | 'school', isEnabled = true) {
  return useQuery({
    queryKey: [...coordinatorsKey(clientUuid ?? ''), level],
    queryFn: () =>
      apiRequest(`${API}/clients/${encodeURIComponent(clientUuid ?? '')}/${level === 'land' ? 'coordinators' : 'school-coordinators'}`, {
        schema: coordinatorsResponseSchema,
      }),
    enabled: Boolean(clientUuid) && isEnabled,
  });
}

export function useLandSchools(clientUuid: string | undefined) {
  return useQuery({
    queryKey: schoolsKey(clientUuid ?? ''),
    queryFn: () => apiRequest(`${API}/clients/${encodeURIComponent(clientUuid ?? '')}/schools`, { schema: adminSchoolsResponseSchema }),
    enabled: Boolean(clientUuid),
  });
}

export function useSchoolTypes() {
  return useQuery({
    queryKey: ['identity', 'schooltypes'],
    queryFn: () => apiRequest(`${API}/schooltypes`, { schema: schoolTypesResponseSchema }),
  });
}

export function useCreateSchool(clientUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSchoolBody): Promise<AdminSchool> =>
      apiRequest(`${API}/clients/${encodeURIComponent(clientUuid)}/schools`, { method: 'POST', body, schema: adminSchoolSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolsKey(clientUuid) }),
  });
}

/** A school coordinator (for a school) or a state coordinator (for a Land). */
export function useCreateCoordinator(target: { kind: 'school' | 'client'; uuid: string; clientUuid: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCoordinatorBody): Promise<CreatedAccount> =>
      apiRequest(`${API}/${target.kind === 'school' ? 'schools' : 'clients'}/${encodeURIComponent(target.uuid)}/coordinators`, {
        method: 'POST',
        body,
        schema: createdAccountSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: schoolsKey(target.clientUuid) });
      await queryClient.invalidateQueries({ queryKey: clientsKey });
      await queryClient.invalidateQueries({ queryKey: coordinatorsKey(target.clientUuid) });
    },
  });
}

export function useClients(isEnabled: boolean) {
  return useQuery({
    queryKey: clientsKey,
    queryFn: () => apiRequest(`${API}/clients`, { schema: adminClientsResponseSchema }),
    enabled: isEnabled,
  });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewClientBody): Promise<AdminClient> => apiRequest(`${API}/clients`, { method: 'POST', body, schema: adminClientSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
