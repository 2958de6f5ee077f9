/**
 * A small closed-loop HTTP load generator (node:http with keep-alive): `connections` workers each
 * send one request, wait for the whole answer and send the next, for a warm-up and then a measured
 * time. Latency is per request, from writing it to the end of the answer; every status outside
 * 2xx and every network error counts as an error. Figures per request name and overall.
 */
import http from 'node:http';
import { percentile } from './morning-world';

export type LoadRequest = {
  /** Group name in the report, e.g. `GET /users/me`. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
};

export type LatencyFigures = { count: number; errors: number; p50: number; p95: number; p99: number; max: number };
export type LoadResult = {
  seconds: number;
  requestsPerSecond: number;
  overall: LatencyFigures;
  byName: Map<string, LatencyFigures>;
  /** A few error answers (status and the start of the body) to see what failed. */
  errorSamples: string[];
};

function figuresOf(latencies: number[], errors: number): LatencyFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

function send(agent: http.Agent, base: URL, request: LoadRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: {
          ...(request.body !== undefined ? { 'content-length': Buffer.byteLength(request.body) } : {}),
          ...request.headers,
        },
      },
      (response) => {
        let body = '';
        const isError = (response.statusCode ?? 0) >= 300;
        response.setEncoding('utf8');
        // Only failed answers are kept (for the samples); the rest is read and dropped.
        response.on('data', (chunk: string) => {
          if (isError && body.length < 300) body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Drives `base` with `connections` closed loops; `next(worker)` picks each request. With several
 * bases (one server process per core) the connections are spread over them evenly, as a proxy would.
 */
export async function runClosedLoop(options: {
  base: string | readonly string[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
  next: (worker: number) => LoadRequest;
  /** Called when the warm-up ends and the measured phase begins (e.g. to start a CPU measurement). */
  onMeasuredPhase?: () => void;
}): Promise<LoadResult> {
  const bases = (typeof options.base === 'string' ? [options.base] : options.base).map((base) => new URL(base));
  const agents = bases.map(() => new http.Agent({ keepAlive: true, maxSockets: options.connections }));
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const errorSamples: string[] = [];
  const warmupEnds = performance.now() + options.warmupSeconds * 1000;
  const ends = warmupEnds + options.seconds * 1000;
  const measuredPhase = setTimeout(() => options.onMeasuredPhase?.(), options.warmupSeconds * 1000);

  async function worker(index: number) {
    for (;;) {
      const startedAt = performance.now();
      if (startedAt >= ends) return;
      const request = options.next(index);
      let failed = false;
      try {
        const { status, body } = await send(agents[index % agents.length]!, bases[index % bases.length]!, request);
        if (status < 200 || status >= 300) {
          failed = true;
          if (errorSamples.length < 8) errorSamples.push(`${request.name}: HTTP ${status} ${body.slice(0, 160)}`);
        }
      } catch (error) {
        failed = true;
        if (errorSamples.length < 8) errorSamples.push(`${request.name}: ${(error as Error).message}`);
      }
      // Requests started in the warm-up do not count; neither do those still open at the end.
      const finishedAt = performance.now();
      if (startedAt < warmupEnds || finishedAt > ends) continue;
      const list = latencies.get(request.name) ?? [];
      list.push(finishedAt - startedAt);
      latencies.set(request.name, list);
      if (failed) errors.set(request.name, (errors.get(request.name) ?? 0) + 1);
    }
  }

  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
  clearTimeout(measuredPhase);
  for (const agent of agents) agent.destroy();
  const all = [...latencies.values()].flat();
  const allErrors = [...errors.values()].reduce((sum, count) => sum + count, 0);
  const seconds = options.seconds;
  const byName = new Map([...latencies].sort(([a], [b]) => a.localeCompare(b)).map(([name, list]) => [name, figuresOf(list, errors.get(name) ?? 0)]));
  return { seconds, requestsPerSecond: all.length / seconds, overall: figuresOf(all, allErrors), byName, errorSamples };
}
