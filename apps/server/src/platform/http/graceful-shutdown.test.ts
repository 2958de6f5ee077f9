import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../test/server-process';

/**
 * SIGTERM lets a request in flight finish and accepts no new connections; the process exits 0.
 * The slow request is a token request whose body arrives in two halves.
 */
describe('graceful shutdown', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-shutdown-'));
    server = await startServerProcess({ DATA_DIR: dataDir, DEMO_SEED: 'false' });
  });

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the in-flight request after SIGTERM, refuses new connections, exits 0', async () => {
    const body = new URLSearchParams({ grant_type: 'refresh_token', client_id: 'berufswahl-web', refresh_token: 'x'.repeat(40) }).toString();
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const slow = request(
        `${server.url}/realms/berufswahl/protocol/openid-connect/token`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            connection: 'close',
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      slow.on('error', reject);
      slow.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(async () => {
          // The listener is closed: a new connection is refused while the old request is open.
          await expect(fetch(`${server.url}/health`)).rejects.toThrow();
          slow.end(body.slice(20));
        }, 700);
      }, 300);
    });

    const { status, body: text } = await answer;
    // The provider answered the request (the refresh token is unknown, so 400 invalid_grant).
    expect(status).toBe(400);
    expect(text).toContain('invalid_grant');
    expect(await server.exited).toBe(0);
  });
});
