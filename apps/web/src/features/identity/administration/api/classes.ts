import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminClassesResponseSchema,
  adminClassSchema,
  deletedClassSchema,
  type AdminClass,
  type ClassBody,
} from '@berufswahl/contracts/identity/administration';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { administrationQueryKeys } from './administration-query-keys';


export function getClasses(schoolUuid: string): Promise<AdminClass[]> {
  return callEndpoint(administrationEndpoints.classes, { params: { schoolUuid }, schema: adminClassesResponseSchema });
}

export function useClasses(schoolUuid: string | undefined) {
  return useQuery({
    queryKey: administrationQueryKeys.classes(schoolUuid ?? ''),
    queryFn: () => getClasses(schoolUuid ?? ''),
    enabled: Boolean(schoolUuid),
  });
}

/** Creates a class, or edits it when `classUuid` is given. */
export function saveClass(schoolUuid: string, body: ClassBody, classUuid?: string): Promise<AdminClass> {
  return classUuid
    ? callEndpoint(administrationEndpoints.updateClass, { params: { schoolUuid, classUuid }, body, schema: adminClassSchema })
    : callEndpoint(administrationEndpoints.createClass, { params: { schoolUuid }, body, schema: adminClassSchema });
}

export function useSaveClass(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, classUuid }: { body: ClassBody; classUuid?: string }) => saveClass(schoolUuid, body, classUuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationQueryKeys.classes(schoolUuid) }),
  });
}

/** Deletes a class without students; the server answers 409 while students belong to it (decision 105). */
export function deleteClass(schoolUuid: string, classUuid: string): Promise<{ uuid: string; label: string }> {
  return callEndpoint(administrationEndpoints.deleteClass, { params: { schoolUuid, classUuid }, schema: deletedClassSchema });
}

/** Deletes a class; the classes and the account list (learning groups of teachers) change. */
export function useDeleteClass(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classUuid: string) => deleteClass(schoolUuid, classUuid),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.classes(schoolUuid) });
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.accounts(schoolUuid) });
    },
  });
}

export function setTeacherAssignment(schoolUuid: string, classUuid: string, teacherUuid: string, isAssigned: boolean): Promise<AdminClass> {
  const params = { schoolUuid, classUuid, teacherUuid };
  return callEndpoint(isAssigned ? administrationEndpoints.assignTeacher : administrationEndpoints.unassignTeacher, { params, schema: adminClassSchema });
}

/** Assigns or unassigns a teacher; classes and the account list (learning groups) change. */
export function useSetTeacherAssignment(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classUuid, teacherUuid, isAssigned }: { classUuid: string; teacherUuid: string; isAssigned: boolean }) =>
      setTeacherAssignment(schoolUuid, classUuid, teacherUuid, isAssigned),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.classes(schoolUuid) });
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.accounts(schoolUuid) });
    },
  });
}
