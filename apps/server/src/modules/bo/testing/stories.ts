import { storySchema, type Story } from '@berufswahl/contracts';
import type { FastifyInstance } from 'fastify';
import { multipartBody } from '../../files/testing';

/**
 * Writes a story as `username` through `POST /api/bo/v1/artefacts/story`, with a PNG attachment
 * when `photo` is given (as the story form sends it); fails the test unless it is created.
 */
export async function postStoryAs(
  testApp: { app: FastifyInstance; tokenOf: (username: string) => Promise<string> },
  username: string,
  description: string,
  photo?: { filename: string; content: Buffer },
): Promise<Story> {
  const parts = [{ field: 'description', content: description }];
  const body = multipartBody(photo ? [...parts, { field: 'attachment', filename: photo.filename, contentType: 'image/png', content: photo.content }] : parts);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/bo/v1/artefacts/story',
    headers: { authorization: `Bearer ${await testApp.tokenOf(username)}`, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`Story not created: ${response.statusCode} ${response.body}`);
  return storySchema.parse(response.json());
}
