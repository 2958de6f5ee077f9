import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync, readdirSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffMimeType } from './file-sniffer';

/**
 * Type detection under its timeout (issue 8, decision 043): the two ways the timeout can end a
 * check. Before the first bytes were read the server is to blame (busy → 503, see
 * file-sniffer.hardening.test.ts); once reading had started, the file kept the detector busy and is
 * refused. This file covers the second one with a real file that stops answering half-way through
 * the check – no stand-in for the detector.
 */

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'berufswahl-sniff-timeout-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** True while this process holds a descriptor open on `target`. */
function isOpenHere(target: string): boolean {
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === target) return true;
    } catch {
      // The descriptor was closed between listing and reading it.
    }
  }
  return false;
}

/** Resolves on the first event-loop turn at which `condition` holds (checked synchronously each turn). */
function whenTrue(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error('condition never held'));
      setImmediate(check);
    };
    check();
  });
}

describe('a check that had started reading when the timeout passed', () => {
  it('refuses the file (not busy): its content kept the detector busy, not the server', async () => {
    // The upload's path first leads to a real photo-like file; the moment the detector has opened
    // it for its first read, the path is switched to a FIFO nobody writes to, so the detector's next
    // open of the same path (the content check after the markup probe) hangs – a file that stops
    // answering mid-check. The switch happens on the event loop turn after the open, and the next
    // open needs the first read and close to finish first, so it always sees the FIFO.
    const realFile = path.join(dir, 'echt.png');
    await writeFile(realFile, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2048, 1)]));
    const fifo = path.join(dir, 'haengt');
    execFileSync('mkfifo', [fifo]);
    const upload = path.join(dir, 'upload');
    symlinkSync(realFile, upload);

    const started = Date.now();
    const sniffing = sniffMimeType(upload, 'foto.png', 'image/png', 300);
    try {
      await whenTrue(() => isOpenHere(realFile), 2_000);
      const switched = path.join(dir, 'upload.next');
      symlinkSync(fifo, switched);
      renameSync(switched, upload);

      expect(await sniffing).toEqual({ kind: 'refused' });
      const took = Date.now() - started;
      // Ended by the timeout, not by an error of the detector.
      expect(took).toBeGreaterThanOrEqual(290);
      expect(took).toBeLessThan(2_000);
      expect(isOpenHere(realFile)).toBe(false);
    } finally {
      // Let the hanging open finish (it holds a thread of the I/O pool): a writer gives it
      // end-of-file, and the detector's positioned read of a FIFO then fails and ends the check.
      closeSync(openSync(fifo, constants.O_RDWR));
    }
  });

  it('still detects the same file when it answers in time', async () => {
    const realFile = path.join(dir, 'echt-2.png');
    await writeFile(realFile, Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), Buffer.alloc(2048)]));
    expect(await sniffMimeType(realFile, 'foto.png', 'image/png', 2_000)).toEqual({ kind: 'detected', mimeType: 'image/png' });
  });
});
