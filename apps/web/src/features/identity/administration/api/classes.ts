import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminClassesResponseSchema, adminClassSchema, deletedClassSchema, type AdminClass, type ClassBody } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { accountsQueryKey } from './accounts';

const base = (schoolUuid: string) => `/api/identity/v1/schools/${encodeURIComponent(schoolUuid)}/classes`;
export const classesQueryKey = (schoolUuid: string) => ['identity', 'administration', schoolUuid, 'classes'] as const;

export function getClasses(schoolUuid: string): Promise<AdminClass[]> {
  return apiRequest(base(schoolUuid), { schema: adminClassesResponseSchema });
}

export function useClasses(schoolUuid: string | undefined) {
  return useQuery({
    queryKey: classesQueryKey(schoolUuid ?? ''),
    queryFn: () => getClasses(schoolUuid ?? ''),
    enabled: Boolean(schoolUuid),
  });
}

/** Creates a class, or edits it when `classUuid` is given. */
export function saveClass(schoolUuid: string, body: ClassBody, classUuid?: string): Promise<AdminClass> {
  return apiRequest(classUuid ? `${base(schoolUuid)}/${encodeURIComponent(classUuid)}` : base(schoolUuid), {
    method: classUuid ? 'PATCH' : 'POST',
    body,
    schema: adminClassSchema,
  });
}

export function useSaveClass(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, classUuid }: { body: ClassBody; classUuid?: string }) => saveClass(schoolUuid, body, classUuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesQueryKey(schoolUuid) }),
  });
}

/** Deletes a class without students; the server answers 409 while students belong to it (decision 105). */
export function deleteClass(schoolUuid: string, classUuid: string): Promise<{ uuid: string; label: string }> {
  return apiRequest(`${base(schoolUuid)}/${encodeURIComponent(classUuid)}`, { method: 'DELETE', schema: deletedClassSchema });
}

/** Deletes a class; the classes and the account list (learning groups of teachers) change. */
export function useDeleteClass(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classUuid: string) => deleteClass(schoolUuid, classUuid),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: classesQueryKey(schoolUuid) });
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey(schoolUuid) });
    },
  });
}

export function setTeacherAssignment(schoolUuid: string, classUuid: string, teacherUuid: string, isAssigned: boolean): Promise<AdminClass> {
  return apiRequest(`${base(schoolUuid)}/${encodeURIComponent(classUuid)}/teachers/${encodeURIComponent(teacherUuid)}`, {
    method: isAssigned ? 'PUT' : 'DELETE',
    schema: adminClassSchema,
  });
}

/** Assigns or unassigns a teacher; classes and the account list (learning groups) change. */
export function useSetTeacherAssignment(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classUuid, teacherUuid, isAssigned }: { classUuid: string; teacherUuid: string; isAssigned: boolean }) =>
      setTeacherAssignment(schoolUuid, classUuid, teacherUuid, isAssigned),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: classesQueryKey(schoolUuid) });
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey(schoolUuid) });
    },
  });
}
