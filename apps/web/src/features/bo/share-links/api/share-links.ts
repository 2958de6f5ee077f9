import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedShareLink, CreateShareLinkBody, ShareLinkList } from '@berufswahl/contracts';
import * as shareLinkEndpoints from '@berufswahl/contracts/bo/endpoints/share-links';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** Every query of the share links starts with this key. */
export const shareLinksQueryKey = ['bo', 'share-links'] as const;

/** `GET /api/bo/v1/share-links`: the student's links with their opens, and whether the school allows sharing. */
export function useShareLinks() {
  return useQuery<ShareLinkList>({
    queryKey: shareLinksQueryKey,
    queryFn: ({ signal }) => callEndpoint(shareLinkEndpoints.shareLinks, { signal }),
  });
}

/** `POST /api/bo/v1/share-links`: the answer holds the link's URL – the only time it is shown. */
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation<CreatedShareLink, Error, CreateShareLinkBody>({
    mutationFn: (body) => callEndpoint(shareLinkEndpoints.createShareLink, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey }),
  });
}

/** `DELETE /api/bo/v1/share-links/:linkUuid`: the link stops working at once. */
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, string>({
    mutationFn: (linkUuid) => callEndpoint(shareLinkEndpoints.revokeShareLink, { params: { linkUuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey }),
  });
}
