import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableUrl, OneLinePerRequest, serializeRequestForLog } from './request-log';

describe('loggableUrl', () => {
  it('keeps only the resource of a public API path, whose rest is a token', () => {
    expect(loggableUrl('/api/public/v1/feedback/abcDEF123_-xyz')).toBe('/api/public/v1/feedback/…');
    expect(loggableUrl('/api/public/v1/feedback/abc?x=1')).toBe('/api/public/v1/feedback/…');
  });

  it('drops the token of a calendar feed URL, suffix and all (decision 238)', () => {
    expect(loggableUrl('/api/public/v1/calendar/PR7nlgeFZaykofK-yZjJmurWNK2jdAbCdEfGhIjKlMn.ics')).toBe('/api/public/v1/calendar/…');
  });

  it('leaves every other URL as it is', () => {
    expect(loggableUrl('/api/bo/v1/internships/7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0001')).toBe('/api/bo/v1/internships/7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0001');
    expect(loggableUrl('/api/public/v1/feedback')).toBe('/api/public/v1/feedback');
    expect(loggableUrl('/rueckmeldung')).toBe('/rueckmeldung');
  });
});

describe('OneLinePerRequest', () => {
  async function linesOf(level: 'info' | 'debug', exercise: (app: FastifyInstance) => Promise<void>): Promise<Record<string, unknown>[]> {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const app = Fastify({ logger: { level, stream, serializers: { req: serializeRequestForLog } }, logController: new OneLinePerRequest() });
    app.get('/fine', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('kaputt');
    });
    await app.ready();
    try {
      await exercise(app);
    } finally {
      await app.close();
    }
    return lines.filter((line) => line.reqId !== undefined);
  }

  it('writes one line per request, with the request, the status and the time', async () => {
    const lines = await linesOf('info', async (app) => {
      await app.inject({ method: 'GET', url: '/fine' });
      await app.inject({ method: 'GET', url: '/api/public/v1/feedback/geheimes-token' });
    });
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/fine' }, res: { statusCode: 200 } });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(lines[1]).toMatchObject({ req: { url: '/api/public/v1/feedback/…' }, res: { statusCode: 404 } });
    expect(JSON.stringify(lines)).not.toContain('geheimes-token');
  });

  it('keeps the error line of a failed request; the incoming and not-found lines only at debug, without a token', async () => {
    const errorLines = await linesOf('info', async (app) => {
      await app.inject({ method: 'GET', url: '/broken' });
    });
    expect(errorLines.some((line) => line.level === 50 && (line.err as { message?: string } | undefined)?.message === 'kaputt')).toBe(true);
    expect(errorLines.some((line) => line.msg === 'incoming request')).toBe(false);

    const debugLines = await linesOf('debug', async (app) => {
      await app.inject({ method: 'GET', url: '/fine' });
      await app.inject({ method: 'GET', url: '/api/public/v1/calendar/geheimes-token.icsx' });
    });
    expect(debugLines.map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'Route GET:/api/public/v1/calendar/… not found',
      'request completed',
    ]);
    expect(JSON.stringify(debugLines)).not.toContain('geheimes-token');
  });
});
