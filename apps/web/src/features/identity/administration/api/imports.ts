import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importPreviewSchema, importResultSchema, type ImportBody, type ImportPreview, type ImportResult } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { accountsQueryKey } from './accounts';

const base = (schoolUuid: string) => `/api/identity/v1/schools/${encodeURIComponent(schoolUuid)}/account-imports`;

export const previewImport = (schoolUuid: string, body: ImportBody): Promise<ImportPreview> =>
  apiRequest(`${base(schoolUuid)}/preview`, { method: 'POST', body, schema: importPreviewSchema });

export const runImport = (schoolUuid: string, body: ImportBody): Promise<ImportResult> =>
  apiRequest(base(schoolUuid), { method: 'POST', body, schema: importResultSchema });

export function usePreviewImport(schoolUuid: string) {
  return useMutation({ mutationFn: (body: ImportBody) => previewImport(schoolUuid, body) });
}

export function useRunImport(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => runImport(schoolUuid, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey(schoolUuid) });
      await queryClient.invalidateQueries({ queryKey: ['identity', 'administration', schoolUuid, 'classes'] });
    },
  });
}
