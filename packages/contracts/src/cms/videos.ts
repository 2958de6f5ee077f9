import { z } from 'zod';
import { requiredText } from '../shared/validation';
import { VIDEO_DESCRIPTION_MAX, VIDEO_FIELD_LABELS, VIDEO_SLOT_KEYS, VIDEO_TITLE_MAX } from './video-rules';

export * from './video-rules';

export const videoSlotParamsSchema = z.object({ slot: z.enum(VIDEO_SLOT_KEYS) });

/** The text fields of the upload (multipart fields beside the three files). */
export const videoTextFieldsSchema = z.object({
  title: requiredText(VIDEO_FIELD_LABELS.title, VIDEO_TITLE_MAX),
  description: requiredText(VIDEO_FIELD_LABELS.description, VIDEO_DESCRIPTION_MAX),
});
export type VideoTextFields = z.infer<typeof videoTextFieldsSchema>;

/**
 * A managed video as a player needs it: short-lived signed URLs (decision 041) for the video, its
 * WebVTT captions and its poster. Re-fetched before they expire (15 minutes).
 */
export const managedVideoSchema = z.object({
  slot: z.enum(VIDEO_SLOT_KEYS),
  title: z.string(),
  description: z.string(),
  video_url: z.string(),
  video_type: z.string(),
  captions_url: z.string(),
  poster_url: z.string(),
  updated_date: z.iso.datetime(),
});
export type ManagedVideo = z.infer<typeof managedVideoSchema>;

/** `GET /videos/dashboard` (the active role's slots) and `GET /videos/sign-language`: only slots that have a video. */
export const managedVideoListSchema = z.object({ videos: z.array(managedVideoSchema) });
export type ManagedVideoList = z.infer<typeof managedVideoListSchema>;

/** `GET /video-slots` (technical admin): every slot, with its video or null. */
export const videoSlotListSchema = z.object({
  slots: z.array(
    z.object({
      slot: z.enum(VIDEO_SLOT_KEYS),
      video: managedVideoSchema.extend({ video_name: z.string(), video_size: z.number().int().nonnegative() }).nullable(),
    }),
  ),
});
export type VideoSlotList = z.infer<typeof videoSlotListSchema>;
