import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminClientSchema,
  adminClientsResponseSchema,
  adminSchoolSchema,
  adminSchoolsResponseSchema,
  coordinatorsResponseSchema,
  createdAccountSchema,
  type AdminClient,
  type AdminSchool,
  type CreatedAccount,
  type NewClientBody,
  type NewCoordinatorBody,
  type NewSchoolBody,
} from '@berufswahl/contracts/identity/administration';
import { schoolTypesResponseSchema } from '@berufswahl/contracts/identity/schools';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import * as schoolsEndpoints from '@berufswahl/contracts/identity/endpoints/schools';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { administrationQueryKeys } from './administration-query-keys';


/**
 * Coordinators of a Land (decision 108): `land` – the state coordinators (federal admin only),
 * `school` – the school coordinators of its schools.
 */
export function useCoordinators(clientUuid: string | undefined, level: 'land' | 'school', isEnabled = true) {
  return useQuery({
    queryKey: [...administrationQueryKeys.coordinators(clientUuid ?? ''), level],
    queryFn: () =>
      callEndpoint(level === 'land' ? administrationEndpoints.landCoordinators : administrationEndpoints.schoolCoordinators, {
        params: { clientUuid: clientUuid ?? '' },
        schema: coordinatorsResponseSchema,
      }),
    enabled: Boolean(clientUuid) && isEnabled,
  });
}

export function useLandSchools(clientUuid: string | undefined) {
  return useQuery({
    queryKey: administrationQueryKeys.landSchools(clientUuid ?? ''),
    queryFn: () => callEndpoint(administrationEndpoints.landSchools, { params: { clientUuid: clientUuid ?? '' }, schema: adminSchoolsResponseSchema }),
    enabled: Boolean(clientUuid),
  });
}

export function useSchoolTypes() {
  return useQuery({
    queryKey: administrationQueryKeys.schoolTypes,
    queryFn: () => callEndpoint(schoolsEndpoints.schoolTypes, { schema: schoolTypesResponseSchema }),
  });
}

export function useCreateSchool(clientUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSchoolBody): Promise<AdminSchool> =>
      callEndpoint(administrationEndpoints.createSchool, { params: { clientUuid }, body, schema: adminSchoolSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationQueryKeys.landSchools(clientUuid) }),
  });
}

/** A school coordinator (for a school) or a state coordinator (for a Land). */
export function useCreateCoordinator(target: { kind: 'school' | 'client'; uuid: string; clientUuid: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCoordinatorBody): Promise<CreatedAccount> =>
      target.kind === 'school'
        ? callEndpoint(administrationEndpoints.createSchoolCoordinator, { params: { schoolUuid: target.uuid }, body, schema: createdAccountSchema })
        : callEndpoint(administrationEndpoints.createLandCoordinator, { params: { clientUuid: target.uuid }, body, schema: createdAccountSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.landSchools(target.clientUuid) });
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.clients });
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.coordinators(target.clientUuid) });
    },
  });
}

export function useClients(isEnabled: boolean) {
  return useQuery({
    queryKey: administrationQueryKeys.clients,
    queryFn: () => callEndpoint(administrationEndpoints.adminClients, { schema: adminClientsResponseSchema }),
    enabled: isEnabled,
  });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewClientBody): Promise<AdminClient> => callEndpoint(administrationEndpoints.createClient, { body, schema: adminClientSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationQueryKeys.clients }),
  });
}
