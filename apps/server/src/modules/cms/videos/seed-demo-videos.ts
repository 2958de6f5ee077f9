import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_SLOT_KEYS, videoTextFieldsSchema } from '@berufswahl/contracts';
import { z } from 'zod';
import type { Database } from '../../../platform/db/client';
import { DemoSeedRefusedError, readDemoWorld } from '../../../platform/db/seed/demo-seed';
import { contentPath } from '../../../platform/content';
import type { FilesFrontDoor, PendingFile } from '../../files';
import { videosRepository } from './videos.repository';
import { VIDEO_PART_RULES } from './videos.service';

const manifestSchema = z.object({
  uploaded_by: z.string(),
  videos: z.array(
    videoTextFieldsSchema.extend({
      slot: z.enum(VIDEO_SLOT_KEYS),
      video: z.string().regex(/^[a-z0-9.-]+$/),
      captions: z.string().regex(/^[a-z0-9.-]+$/),
      poster: z.string().regex(/^[a-z0-9.-]+$/),
    }),
  ),
});

/**
 * The demo world's explainer videos (content/demo/videos, decision 180): stored through the files
 * front door as the demo technical admin's uploads, for the slots that have no video yet – an
 * admin's own video is never overwritten. Idempotent; refused in production like the demo seed.
 */
export async function seedDemoVideos(
  context: { db: Database; files: FilesFrontDoor },
  options: { isProduction: boolean },
): Promise<{ seeded: string[] }> {
  if (options.isProduction) throw new DemoSeedRefusedError();
  const manifestFile = contentPath('demo/videos/videos.json');
  const folder = path.dirname(manifestFile);
  const manifest = manifestSchema.parse(JSON.parse(await readFile(manifestFile, 'utf8')));
  const world = await readDemoWorld();
  const owner = world.users.find((user) => user.username === manifest.uploaded_by);
  if (!owner) throw new Error(`content/demo/videos/videos.json: no demo user ${manifest.uploaded_by}`);
  const { files } = context;
  const seeded: string[] = [];
  for (const entry of manifest.videos) {
    const pending: PendingFile[] = [];
    const pendingOf = async (name: string, rule: (typeof VIDEO_PART_RULES)[keyof typeof VIDEO_PART_RULES]) => {
      const file = await files.pendingFileFromDisk(path.join(folder, name), rule);
      pending.push(file);
      return file;
    };
    try {
      const video = await pendingOf(entry.video, VIDEO_PART_RULES.video);
      const captions = await pendingOf(entry.captions, VIDEO_PART_RULES.captions);
      const poster = await pendingOf(entry.poster, VIDEO_PART_RULES.poster);
      const inserted = await context.db.transaction(async (tx) => {
        // Two processes starting together on one database must not seed a slot twice.
        const existing = await videosRepository.lockSlot(tx, entry.slot);
        if (existing) return false;
        const date = new Date();
        // One after the other: each takes the owner's storage-account lock in this transaction.
        const stored: string[] = [];
        for (const file of [video, captions, poster]) {
          const { uuid } = await files.recordFile(tx, file, { ownerUuid: owner.uuid, purpose: 'upload' });
          await files.attach(tx, uuid, { kind: 'video', uuid, date });
          stored.push(uuid);
        }
        return videosRepository.insertIfEmpty(tx, {
          slot: entry.slot,
          title: entry.title,
          description: entry.description,
          videoFileUuid: stored[0]!,
          captionsFileUuid: stored[1]!,
          posterFileUuid: stored[2]!,
        });
      });
      if (inserted) seeded.push(entry.slot);
      else await Promise.all(pending.map((file) => file.discard()));
    } catch (error) {
      await Promise.all(pending.map((file) => file.discard()));
      throw error;
    }
  }
  return { seeded };
}
