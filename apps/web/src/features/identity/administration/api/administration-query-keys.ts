/**
 * The administration screens' query keys, one place for all of them: an account change refreshes
 * the classes (learning groups) and an import both, so the keys are shared between the files here.
 */
const administration = ['identity', 'administration'] as const;
const land = [...administration, 'land'] as const;
export const administrationQueryKeys = {
  accounts: (schoolUuid: string) => [...administration, schoolUuid, 'accounts'] as const,
  classes: (schoolUuid: string) => [...administration, schoolUuid, 'classes'] as const,
  audit: (scope: { kind: 'school' | 'client'; uuid: string } | undefined, page: number) =>
    [...administration, scope?.kind, scope?.uuid, 'audit', page] as const,
  clients: [...administration, 'clients'],
  landSchools: (clientUuid: string) => [...land, clientUuid, 'schools'] as const,
  coordinators: (clientUuid: string) => [...land, clientUuid, 'coordinators'] as const,
  schoolTypes: ['identity', 'schooltypes'],
} as const;
