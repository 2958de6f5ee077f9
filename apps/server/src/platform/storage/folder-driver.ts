import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, opendir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertValidKey, StorageError, type StorageDriver, type StoredObjectInfo } from './storage-driver';

/** Flushes a file or folder to the disk, so that a rename that follows survives a power cut. */
export async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Objects as files below `root` (`root/<key>`). Writes are atomic: the data is first complete and
 * fsynced in a temporary file inside the root, then renamed to its key, then the folder is
 * fsynced – a crash leaves either the whole object or none (plus a stray temporary file the
 * cleanup job removes). Downloads go through the app's signed URLs, so `presignedGetUrl` is null.
 */
export function createFolderDriver(root: string): StorageDriver {
  const temporaryDir = path.join(root, '.partial');
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };

  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredObjectInfo> {
    let entries;
    try {
      entries = await opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === '.partial' && !prefix) continue;
        yield* walk(full, key);
      } else if (entry.isFile()) {
        const info = await stat(full).catch(() => null);
        if (info) yield { key, size: info.size, lastModified: info.mtime };
      }
    }
  }

  return {
    kind: 'folder',
    async putFile(localPath, key) {
      const target = pathOf(key);
      try {
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await rename(localPath, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          // Another file system: copy into the root first, then rename there (still atomic).
          await mkdir(temporaryDir, { recursive: true });
          const temporary = path.join(temporaryDir, randomUUID());
          await copyFile(localPath, temporary);
          await fsyncPath(temporary);
          await rename(temporary, target);
          await unlink(localPath).catch(() => undefined);
        }
        await fsyncPath(path.dirname(target));
      } catch (error) {
        await rm(localPath, { force: true });
        throw new StorageError(`Could not store ${key}`, { cause: error });
      }
    },
    async openRead(key, range) {
      const file = pathOf(key);
      // Open first so that a missing object rejects here, not later as a stream error.
      const handle = await open(file, 'r').catch((error: unknown) => {
        throw new StorageError(`Could not read ${key}`, { cause: error });
      });
      return createReadStream('', { fd: handle, ...(range ? { start: range.start, end: range.end } : {}) }) as Readable;
    },
    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { key, size: info.size, lastModified: info.mtime } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    list(prefix) {
      const dir = prefix.replace(/\/+$/, '');
      if (dir) assertValidKey(dir);
      return walk(path.join(root, dir), dir);
    },
    async presignedGetUrl() {
      return null;
    },
  };
}
