import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { TICKET_MESSAGES } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { supportTickets } from '../messaging.schema';

/**
 * Decision 020: storing and mailing a barrier report is one transaction. Here the mail relay
 * hangs up on every connection, so every mail fails: the caller gets a German 5xx body that says
 * what happened, and no ticket is left behind.
 */
let testApp: TestApp;
let relay: Server;

/** An "SMTP server" that closes each connection at once: nodemailer's send fails fast. */
function startHangingUpRelay(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve({ server, port: address.port });
      else reject(new Error('no port'));
    });
  });
}

beforeAll(async () => {
  const started = await startHangingUpRelay();
  relay = started.server;
  testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${started.port}`, RATE_LIMIT_TICKETS: '100/3600' });
});
afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => relay.close(resolve));
});

async function ticketsOf(username: string) {
  const reporterUuid = demoUser(testApp.world, username).uuid;
  return testApp.database.db.select().from(supportTickets).where(eq(supportTickets.reporterUuid, reporterUuid));
}

describe('POST /api/messaging/v1/support-tickets/barrier when the mail cannot be sent', () => {
  it('answers 503 with a German message and stores no ticket', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/messaging/v1/support-tickets/barrier',
      headers: { authorization: `Bearer ${await testApp.tokenOf('lehrer')}` },
      payload: { subject: 'Kontrast zu schwach', description: 'Der graue Text ist kaum lesbar.' },
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: TICKET_MESSAGES.deliveryFailed });
    expect(await ticketsOf('lehrer')).toEqual([]);
  });

  it('keeps nothing of a student’s report either, and the next attempt fails the same way', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/messaging/v1/support-tickets/barrier',
        headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}` },
        payload: { subject: 'Video ohne Untertitel', description: 'Das Erklärvideo hat keine Untertitel.', page_url: 'http://localhost:3999/' },
      });
      expect(response.statusCode).toBe(503);
    }
    expect(await ticketsOf('schueler')).toEqual([]);
  });
});
