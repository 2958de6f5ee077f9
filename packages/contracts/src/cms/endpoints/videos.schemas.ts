// The run-time schemas of cms's videos endpoints (decision 227), for the server only.
import { managedVideoListSchema, managedVideoSchema, videoSlotListSchema, videoSlotParamsSchema } from '../videos';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as videosEndpoints from './videos';

export const dashboardVideos = bindSchemas(videosEndpoints.dashboardVideos, { answer: managedVideoListSchema });

export const signLanguageVideos = bindSchemas(videosEndpoints.signLanguageVideos, { answer: managedVideoListSchema });

export const videoSlots = bindSchemas(videosEndpoints.videoSlots, { answer: videoSlotListSchema });

// No body schema: the route reads the multipart stream itself.
export const uploadVideo = bindSchemas(videosEndpoints.uploadVideo, { params: videoSlotParamsSchema, answer: managedVideoSchema });

export const removeVideo = bindSchemas(videosEndpoints.removeVideo, { params: videoSlotParamsSchema }, 204);
