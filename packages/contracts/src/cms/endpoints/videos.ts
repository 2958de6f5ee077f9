// Endpoints of cms: videos (decisions 225, 227) – method, full path and, as types, what each takes
// and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { ManagedVideo, ManagedVideoList, VideoSlotList } from '../videos';
import { endpoint } from '../../shared/endpoint';

export const dashboardVideos = endpoint<{ answer: ManagedVideoList }>()('GET', '/api/cms/v1/videos/dashboard');
export const signLanguageVideos = endpoint<{ answer: ManagedVideoList }>()('GET', '/api/cms/v1/videos/sign-language');
export const videoSlots = endpoint<{ answer: VideoSlotList }>()('GET', '/api/cms/v1/video-slots');
/** Multipart only: the parts of VIDEO_UPLOAD_PARTS and the fields `title` and `description`. */
export const uploadVideo = endpoint<{ body: FormData; answer: ManagedVideo }>()('PUT', '/api/cms/v1/video-slots/:slot');
export const removeVideo = endpoint()('DELETE', '/api/cms/v1/video-slots/:slot');
