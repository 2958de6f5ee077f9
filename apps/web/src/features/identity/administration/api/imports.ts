import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importPreviewSchema,
  importResultSchema,
  type ImportBody,
  type ImportPreview,
  type ImportResult,
} from '@berufswahl/contracts/identity/administration';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { administrationQueryKeys } from './administration-query-keys';

export const previewImport = (schoolUuid: string, body: ImportBody): Promise<ImportPreview> =>
  callEndpoint(administrationEndpoints.previewImport, { params: { schoolUuid }, body, schema: importPreviewSchema });

export const runImport = (schoolUuid: string, body: ImportBody): Promise<ImportResult> =>
  callEndpoint(administrationEndpoints.runImport, { params: { schoolUuid }, body, schema: importResultSchema });

export function usePreviewImport(schoolUuid: string) {
  return useMutation({ mutationFn: (body: ImportBody) => previewImport(schoolUuid, body) });
}

export function useRunImport(schoolUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => runImport(schoolUuid, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.accounts(schoolUuid) });
      await queryClient.invalidateQueries({ queryKey: administrationQueryKeys.classes(schoolUuid) });
    },
  });
}
