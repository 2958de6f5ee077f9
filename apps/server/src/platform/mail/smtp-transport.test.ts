import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from './index';
import { parseMessage } from './mail-message';

type Received = { from: string; to: string[]; data: string };

/** The smallest SMTP server that accepts mail (RFC 5321 happy path), to receive what we send. */
function startSmtpSink(received: Received[]): Promise<Server> {
  const server = createServer((socket) => {
    let buffer = '';
    let isData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let lineEnd: number;
      while ((lineEnd = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        if (isData) {
          if (line === '.') {
            isData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (command === 'EHLO' || command === 'HELO') {
          socket.write('250-sink\r\n250 8BITMIME\r\n');
        } else if (command === 'MAIL') {
          current.from = address;
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          current.to.push(address);
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          isData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 OK\r\n');
        }
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const received: Received[] = [];
let server: Server;
beforeAll(async () => {
  server = await startSmtpSink(received);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP transport', () => {
  it('delivers the message to the SMTP server named by SMTP_URL', async () => {
    const { port } = server.address() as AddressInfo;
    const transport = createMailTransport({
      dataDir: '/nonexistent',
      mail: { from: 'noreply@berufswahl.example', dir: null, smtpUrl: `smtp://127.0.0.1:${port}` },
    });
    await transport.send({
      from: 'noreply@berufswahl.example',
      to: ['support@land.example'],
      subject: 'Barriere: Knopf nicht erreichbar',
      text: 'Der Knopf „Speichern“ lässt sich nicht mit der Tastatur erreichen.',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'noreply@berufswahl.example', to: ['support@land.example'] });
    const message = parseMessage(received[0]!.data);
    expect(message.headers.subject).toBe('Barriere: Knopf nicht erreichbar');
    expect(message.text).toContain('lässt sich nicht mit der Tastatur erreichen');
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const transport = createMailTransport({
      dataDir: '/nonexistent',
      mail: { from: 'noreply@berufswahl.example', dir: null, smtpUrl: 'smtp://127.0.0.1:1' },
    });
    await expect(transport.send({ from: 'a@b.de', to: ['c@d.de'], subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
