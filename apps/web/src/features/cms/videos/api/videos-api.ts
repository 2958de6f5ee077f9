import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  managedVideoListSchema,
  managedVideoSchema,
  VIDEO_UPLOAD_PARTS,
  videoSlotListSchema,
  type ManagedVideo,
  type VideoSlotKey,
} from '@berufswahl/contracts/cms/videos';
import * as videosEndpoints from '@berufswahl/contracts/cms/endpoints/videos';
import { callEndpoint } from '../../../../lib/endpoint-client';

// The signed URLs in these answers hold 15 minutes (decision 041): fetched again after 10.
const SIGNED_URL_REFRESH_MS = 10 * 60 * 1000;

export const videosQueryKey = ['cms', 'videos'] as const;

export function useDashboardVideos(role: string) {
  return useQuery({
    queryKey: [...videosQueryKey, 'dashboard', role],
    queryFn: () => callEndpoint(videosEndpoints.dashboardVideos, { schema: managedVideoListSchema }),
    staleTime: SIGNED_URL_REFRESH_MS,
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });
}

export function useSignLanguageVideos() {
  return useQuery({
    queryKey: [...videosQueryKey, 'sign-language'],
    queryFn: () => callEndpoint(videosEndpoints.signLanguageVideos, { schema: managedVideoListSchema }),
    staleTime: SIGNED_URL_REFRESH_MS,
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });
}

export function useVideoSlots() {
  return useQuery({
    queryKey: [...videosQueryKey, 'slots'],
    queryFn: () => callEndpoint(videosEndpoints.videoSlots, { schema: videoSlotListSchema }),
    staleTime: 0,
  });
}

export type VideoUpload = {
  slot: VideoSlotKey;
  title: string;
  description: string;
  video: File;
  captions: File;
  poster: File;
};

export function uploadVideo(upload: VideoUpload): Promise<ManagedVideo> {
  const body = new FormData();
  // Texts first: the server reads the parts in order and checks the files as they arrive.
  body.append('title', upload.title);
  body.append('description', upload.description);
  body.append(VIDEO_UPLOAD_PARTS.video, upload.video, upload.video.name);
  body.append(VIDEO_UPLOAD_PARTS.captions, upload.captions, upload.captions.name);
  body.append(VIDEO_UPLOAD_PARTS.poster, upload.poster, upload.poster.name);
  return callEndpoint(videosEndpoints.uploadVideo, { params: { slot: upload.slot }, body, schema: managedVideoSchema });
}

export const removeVideo = (slot: VideoSlotKey) => callEndpoint(videosEndpoints.removeVideo, { params: { slot } });

function useVideosChange<TInput, TOutput>(change: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}

export const useUploadVideo = () => useVideosChange(uploadVideo);
export const useRemoveVideo = () => useVideosChange(removeVideo);
