import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { supportTicketCreatedSchema } from '@berufswahl/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients } from '../../../platform/db/schema';
import { parseMessage } from '../../../platform/mail';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { supportTickets } from '../messaging.schema';

let testApp: TestApp;
let mailDir: string;
const URL_BARRIER = '/api/messaging/v1/support-tickets/barrier';

async function report(username: string | null, body: unknown) {
  const headers: Record<string, string> = {};
  if (username) {
    headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  }
  return testApp.app.inject({ method: 'POST', url: URL_BARRIER, headers, payload: body as object });
}

async function readMails() {
  const files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => parseMessage(await readFile(path.join(mailDir, file), 'utf8'))));
}

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-mail-'));
  testApp = await createTestApp({
    MAIL_DIR: mailDir,
    MAIL_FROM: 'Berufswahl <noreply@berufswahl.example>',
    // The journeys below send more reports than a person would within an hour.
    RATE_LIMIT_TICKETS: '100/3600',
  });
});
afterAll(async () => {
  await testApp.close();
  await rm(mailDir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const file of await readdir(mailDir)) await rm(path.join(mailDir, file));
});

describe('POST /api/messaging/v1/support-tickets/barrier', () => {
  it('stores the report and mails it with subject and context to the support mailbox', async () => {
    const response = await report('schuladmin', {
      subject: 'Kontrast zu schwach',
      description: 'Der graue Text auf der Startseite ist kaum lesbar.\nBitte dunkler machen.',
      page_url: 'http://localhost:3999/imprint',
    });
    expect(response.statusCode).toBe(201);
    const { uuid } = supportTicketCreatedSchema.parse(response.json());

    const [stored] = await testApp.database.db.select().from(supportTickets).where(eq(supportTickets.uuid, uuid));
    expect(stored).toMatchObject({
      kind: 'barrier',
      subject: 'Kontrast zu schwach',
      reporterUuid: demoUser(testApp.world, 'schuladmin').uuid,
      clientUuid: testApp.world.client.uuid,
      pageUrl: 'http://localhost:3999/imprint',
      mailedTo: 'support@berufswahl.beispielland.de',
      mailedAt: expect.any(Date),
    });

    const mails = await readMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.headers).toMatchObject({
      to: 'support@berufswahl.beispielland.de',
      from: 'Berufswahl <noreply@berufswahl.example>',
      'reply-to': 'k.hoffmann@humboldt-gesamtschule.example',
      subject: '[Barriere gemeldet] Kontrast zu schwach',
    });
    expect(mail?.text).toContain('Der graue Text auf der Startseite ist kaum lesbar.\nBitte dunkler machen.');
    for (const line of [
      'Bundesland: Freistaat Beispielland',
      'Schule: Alexander-von-Humboldt-Gesamtschule',
      'PLZ: 04109',
      'Ort: Musterstadt',
      'Name: Katrin Hoffmann',
      'E-Mail: k.hoffmann@humboldt-gesamtschule.example',
      'Rolle: Koordinator*in Schule',
      'Seite: http://localhost:3999/imprint',
      `Ticket: ${uuid}`,
    ]) {
      expect(mail?.text).toContain(line);
    }
  });

  it('accepts a report from a student without an e-mail address and without a page', async () => {
    const response = await report('schueler', { subject: 'Vorlesen geht nicht', description: 'Der Screenreader liest das Menü nicht vor.' });
    expect(response.statusCode).toBe(201);
    const [mail] = await readMails();
    expect(mail?.headers['reply-to']).toBeUndefined();
    expect(mail?.text).toContain('Seite: –');
  });

  it('lets a deactivated account report a barrier too (§ 12b BGG: from every page)', async () => {
    const response = await report('deaktiviert', { subject: 'Landingpage', description: 'Der Knopf ist zu klein.' });
    expect(response.statusCode).toBe(201);
  });

  it('encodes a subject with umlauts and line breaks so that no header can be injected', async () => {
    const response = await report('lehrer', { subject: 'Ärger\r\nBcc: alle@example.de', description: 'Text' });
    expect(response.statusCode).toBe(201);
    const raw = await readFile(path.join(mailDir, (await readdir(mailDir))[0] ?? ''), 'utf8');
    expect(raw).not.toMatch(/^Bcc:/m);
    const [mail] = await readMails();
    expect(mail?.headers.subject).toBe('[Barriere gemeldet] Ärger\r\nBcc: alle@example.de');
  });

  it('falls back to the Land’s general address when it has no support mailbox', async () => {
    await testApp.database.db.update(clients).set({ redmineMailBox: null }).where(eq(clients.uuid, testApp.world.client.uuid));
    try {
      const response = await report('lehrer', { subject: 'Titel', description: 'Beschreibung' });
      expect(response.statusCode).toBe(201);
      const [mail] = await readMails();
      expect(mail?.headers.to).toBe('berufsorientierung@kultus.beispielland.de');
    } finally {
      await testApp.database.db
        .update(clients)
        .set({ redmineMailBox: 'support@berufswahl.beispielland.de' })
        .where(eq(clients.uuid, testApp.world.client.uuid));
    }
  });

  it('answers 401 without a token and stores nothing', async () => {
    const response = await report(null, { subject: 'Titel', description: 'Beschreibung' });
    expect(response.statusCode).toBe(401);
    expect(await readMails()).toHaveLength(0);
  });

  it('answers 400 with the German message when the title is missing', async () => {
    const response = await report('lehrer', { description: 'Beschreibung' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Titel ist ein Pflichtfeld',
      fields: [{ field: 'subject', message: 'Titel ist ein Pflichtfeld' }],
    });
    expect(await readMails()).toHaveLength(0);
  });

  it('answers 400 for a title of only spaces', async () => {
    const response = await report('lehrer', { subject: '   ', description: 'Beschreibung' });
    expect(response.json()).toMatchObject({ message: 'Titel ist ein Pflichtfeld' });
  });

  it('answers 400 for a title of 256 characters and accepts 255', async () => {
    const tooLong = await report('lehrer', { subject: 'x'.repeat(256), description: 'Beschreibung' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'Titel darf nicht länger als 255 Zeichen sein' });
    const longest = await report('lehrer', { subject: 'x'.repeat(255), description: 'Beschreibung' });
    expect(longest.statusCode).toBe(201);
  });

  it('answers 400 when the description is missing, and has no maximum for it', async () => {
    const missing = await report('lehrer', { subject: 'Titel', description: '' });
    expect(missing.json()).toMatchObject({ message: 'Beschreibung ist ein Pflichtfeld' });
    const long = await report('lehrer', { subject: 'Titel', description: 'y'.repeat(20_000) });
    expect(long.statusCode).toBe(201);
  });
});
