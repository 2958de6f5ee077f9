import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A download that breaks off half-way, over a real socket (`inject` cannot cut a stream): lets the
 * app listen on a free local port if it does not yet, GETs `path`, reads the first chunk of a 200
 * answer and then destroys the connection. Rejects when the answer is not 200 or does not come
 * within 20 s.
 */
export async function readOneChunkThenBreakOff(app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<void> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
      if (response.statusCode !== 200) {
        request.destroy();
        reject(new Error(`expected the download to start with 200, got ${response.statusCode}`));
        return;
      }
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    // Destroying the request makes it emit an error; the break-off is the point.
    request.on('error', () => undefined);
    request.setTimeout(20_000, () => reject(new Error('no answer')));
  });
}
