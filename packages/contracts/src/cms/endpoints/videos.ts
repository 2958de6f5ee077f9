// Endpoints of cms: videos (decision 225) – method and full path, declared once for the server's routes
// and the client's calls. One file per resource: the client's bundler cannot split a file, so a
// screen carries only the declarations of the resources it calls. No zod here (decision 007).
import type { Endpoint } from '../../shared/endpoint';

export const dashboardVideos = { method: 'GET', path: '/api/cms/v1/videos/dashboard' } as const satisfies Endpoint;
export const signLanguageVideos = { method: 'GET', path: '/api/cms/v1/videos/sign-language' } as const satisfies Endpoint;
export const videoSlots = { method: 'GET', path: '/api/cms/v1/video-slots' } as const satisfies Endpoint;
export const uploadVideo = { method: 'PUT', path: '/api/cms/v1/video-slots/:slot' } as const satisfies Endpoint;
export const removeVideo = { method: 'DELETE', path: '/api/cms/v1/video-slots/:slot' } as const satisfies Endpoint;
