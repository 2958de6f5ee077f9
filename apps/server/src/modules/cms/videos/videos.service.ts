import {
  CAPTIONS_MIME_TYPE,
  CAPTIONS_SNIFFED_TYPES,
  dashboardSlotsOf,
  EXPLAINER_VIDEO_TYPES,
  looksLikeWebVtt,
  MAX_CAPTIONS_BYTES,
  MAX_POSTER_BYTES,
  MAX_VIDEO_BYTES,
  POSTER_IMAGE_TYPES,
  SIGN_LANGUAGE_SLOTS,
  VIDEO_MESSAGES,
  VIDEO_SLOT_KEYS,
  VIDEO_UPLOAD_PART_NAMES,
  videoTextFieldsSchema,
  type ManagedVideo,
  type ManagedVideoList,
  type VideoSlotKey,
  type VideoSlotList,
  type VideoUploadPart,
} from '@berufswahl/contracts';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import type { FilePartRule, FilesFrontDoor, PendingFile } from '../../files';
import { videosRepository as repository } from './videos.repository';
import type { ManagedVideoRow } from './videos.schema';

/** The three parts of an upload: each sniffed by content, with its own limit and Sie message. */
export const VIDEO_PART_RULES: Record<VideoUploadPart, FilePartRule> = {
  video: {
    maxFileBytes: MAX_VIDEO_BYTES,
    allowedMimeTypes: EXPLAINER_VIDEO_TYPES,
    messages: { tooLarge: VIDEO_MESSAGES.videoTooLarge, invalidType: VIDEO_MESSAGES.videoType },
  },
  captions: {
    maxFileBytes: MAX_CAPTIONS_BYTES,
    allowedMimeTypes: CAPTIONS_SNIFFED_TYPES,
    messages: { tooLarge: VIDEO_MESSAGES.captionsTooLarge, invalidType: VIDEO_MESSAGES.captionsType },
    storeAs: CAPTIONS_MIME_TYPE,
    acceptsStart: looksLikeWebVtt,
  },
  poster: {
    maxFileBytes: MAX_POSTER_BYTES,
    allowedMimeTypes: POSTER_IMAGE_TYPES,
    messages: { tooLarge: VIDEO_MESSAGES.posterTooLarge, invalidType: VIDEO_MESSAGES.posterType },
  },
};

const MISSING: Record<VideoUploadPart, string> = {
  video: VIDEO_MESSAGES.videoMissing,
  captions: VIDEO_MESSAGES.captionsMissing,
  poster: VIDEO_MESSAGES.posterMissing,
};

export type VideoFiles = Record<VideoUploadPart, PendingFile>;

/**
 * Managed explainer and sign-language videos (decision 180). The files are stored through the
 * files front door, owned by the uploading technical admin (they count towards that account's
 * quota) and attached as `video`, so /files/ cannot trash or delete them alone.
 */
export function createVideosService({ db, files }: { db: Database; files: FilesFrontDoor }) {
  async function describe(rows: readonly ManagedVideoRow[]): Promise<Map<string, ManagedVideo>> {
    const views = await files.signedViewsOf(rows.flatMap((row) => [row.videoFileUuid, row.captionsFileUuid, row.posterFileUuid]));
    const described = new Map<string, ManagedVideo>();
    for (const row of rows) {
      const video = views.get(row.videoFileUuid);
      const captions = views.get(row.captionsFileUuid);
      const poster = views.get(row.posterFileUuid);
      // A video without its captions is never shown (BITV); a file that is gone means no video.
      if (!video || !captions || !poster) continue;
      described.set(row.slot, {
        slot: row.slot as VideoSlotKey,
        title: row.title,
        description: row.description,
        video_url: video.signedUrl,
        video_type: video.contentType,
        captions_url: captions.signedUrl,
        poster_url: poster.signedUrl,
        updated_date: row.updatedAt.toISOString(),
      });
    }
    return described;
  }

  async function listSlots(slots: readonly VideoSlotKey[]): Promise<ManagedVideoList> {
    const described = await describe(await repository.listOf(db, slots));
    return { videos: slots.flatMap((slot) => described.get(slot) ?? []) };
  }

  /** Stores the three files and points the slot at them; the files of a replaced video are deleted. */
  async function store(ownerUuid: string, slot: VideoSlotKey, texts: { title: string; description: string }, received: VideoFiles) {
    const replaced = await db.transaction(async (tx) => {
      const previous = await repository.lockSlot(tx, slot);
      const stored = {
        video: await files.recordFile(tx, received.video, { ownerUuid, purpose: 'upload' }),
        captions: await files.recordFile(tx, received.captions, { ownerUuid, purpose: 'upload' }),
        poster: await files.recordFile(tx, received.poster, { ownerUuid, purpose: 'upload' }),
      };
      const date = new Date();
      for (const file of Object.values(stored)) await files.attach(tx, file.uuid, { kind: 'video', uuid: file.uuid, date });
      await repository.upsert(tx, {
        slot,
        title: texts.title,
        description: texts.description,
        videoFileUuid: stored.video.uuid,
        captionsFileUuid: stored.captions.uuid,
        posterFileUuid: stored.poster.uuid,
      });
      if (previous) await deleteFilesOf(tx, previous);
      return previous !== undefined;
    });
    if (replaced) await files.removeDeletedObjects();
  }

  async function deleteFilesOf(tx: Database, row: ManagedVideoRow) {
    for (const fileUuid of [row.videoFileUuid, row.captionsFileUuid, row.posterFileUuid]) {
      // A file already gone (its uploader's account was erased) is no reason to keep the rest.
      await files.deleteForever(tx, fileUuid).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
      });
    }
  }

  return {
    /** The active role's dashboard videos; slots without a video are left out. */
    dashboardVideos: (caller: Caller) => listSlots(dashboardSlotsOf(caller.activeRole)),

    /** The sign-language page's DGS videos (public); slots without a video are left out. */
    signLanguageVideos: () => listSlots(SIGN_LANGUAGE_SLOTS),

    /** Every slot with its video or null (technical admin). */
    async allSlots(): Promise<VideoSlotList> {
      const rows = await repository.listAll(db);
      const described = await describe(rows);
      const rowOf = new Map(rows.map((row) => [row.slot, row]));
      return {
        slots: await Promise.all(
          VIDEO_SLOT_KEYS.map(async (slot) => {
            const video = described.get(slot);
            const file = video ? await files.findFile(rowOf.get(slot)!.videoFileUuid) : undefined;
            return { slot, video: video && file ? { ...video, video_name: file.originalName, video_size: file.sizeBytes } : null };
          }),
        ),
      };
    },

    /** `PUT /video-slots/:slot`: video, captions and poster are all required; the texts too. */
    async upload(caller: Caller, slot: VideoSlotKey, request: FastifyRequest): Promise<ManagedVideo> {
      const { fields, files: received } = await files.receiveMultipartFiles(request, VIDEO_PART_RULES, VIDEO_MESSAGES.unknownPart);
      const pending = Object.values(received) as PendingFile[];
      try {
        for (const part of VIDEO_UPLOAD_PART_NAMES) {
          if (!received[part]) throw new ApiError('VALIDATION_FAILED', MISSING[part], [{ field: part, message: MISSING[part] }]);
        }
        const texts = videoTextFieldsSchema.safeParse({ title: fields.title ?? '', description: fields.description ?? '' });
        if (!texts.success) {
          const issues = texts.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
          throw new ApiError('VALIDATION_FAILED', issues[0]?.message, issues);
        }
        await store(caller.uuid, slot, texts.data, received as VideoFiles);
      } catch (error) {
        await Promise.all(pending.map((file) => file.discard()));
        throw error;
      }
      const video = (await describe(await repository.listOf(db, [slot]))).get(slot);
      if (!video) throw notFound();
      return video;
    },

    /** `DELETE /video-slots/:slot`: the slot is hidden again; 404 when it has no video. */
    async remove(slot: VideoSlotKey): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repository.lockSlot(tx, slot);
        if (!row) throw notFound();
        await repository.delete(tx, slot);
        await deleteFilesOf(tx, row);
      });
      await files.removeDeletedObjects();
    },

    /** Demo seed only (seed-demo-videos.ts): stores the files and the slot unless the slot has a video. */
    store,
    hasVideo: async (slot: VideoSlotKey) => (await repository.listOf(db, [slot])).length > 0,
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
