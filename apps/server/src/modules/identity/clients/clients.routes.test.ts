import { randomUUID } from 'node:crypto';
import { clientSchema } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createLand } from '../testing/factories';

let testApp: TestApp;
/** A second Land beside the demo world's (set up below). */
let otherLandUuid: string;

async function getClient(username: string, clientUuid: string) {
  const { accessToken } = await signIn(testApp.app, { username });
  return testApp.app.inject({
    url: `/api/identity/v1/clients/${clientUuid}`,
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  otherLandUuid = (await createLand(testApp.database.db, { name: 'Anderes Land', subline: 'Woanders' })).uuid;
});
afterAll(() => testApp.close());

describe('GET /api/identity/v1/clients/{id}', () => {
  it('returns the own Land with its support mailbox', async () => {
    const response = await getClient('schueler2', testApp.world.client.uuid);
    expect(response.statusCode).toBe(200);
    expect(clientSchema.parse(response.json())).toMatchObject({
      name: 'Freistaat Beispielland',
      redmine_mail_box: 'support@berufswahl.beispielland.de',
    });
  });

  it("answers 404 for another Land's client", async () => {
    const response = await getClient('landadmin', otherLandUuid);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets the federal coordinator read every Land', async () => {
    const response = await getClient('bundadmin', otherLandUuid);
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown client id', async () => {
    const response = await getClient('bundadmin', randomUUID());
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await getClient('lehrer', 'abc');
    expect(response.statusCode).toBe(400);
  });
});
