// An open-loop load generator (like wrk2): request i is due at start + i/rate whether or not
// earlier ones have answered, and its latency is measured from that due time. A slow server
// therefore shows up as queueing in the latencies instead of silently lowering the offered load
// (no coordinated omission).
import http from 'node:http';

export interface BenchRequest {
  kind: string;
  path: string;
  headers?: Record<string, string>;
}

export interface PhaseOptions {
  baseUrl: string;
  rate: number;
  warmupSeconds: number;
  measureSeconds: number;
  next: () => BenchRequest;
}

export interface PhaseResult {
  /** Latency in ms of every measured request that answered 200, by request kind. */
  latencies: Map<string, number[]>;
  all: number[];
  sent: number;
  errors: number;
  firstError?: string;
  /** 200 answers completed inside the measured window, per second. */
  achievedRps: number;
  /** How late the generator itself sent requests (ms, p99): client-side distortion. */
  sendLagP99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function runPhase(options: PhaseOptions): Promise<PhaseResult> {
  const url = new URL(options.baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error('the benchmark only sends to 127.0.0.1');
  // A bounded pool: requests beyond it wait in the agent, and that wait still counts (from the due
  // time), as in wrk2; unbounded sockets would only add connection set-up under overload.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const interval = 1000 / options.rate;
  const total = Math.round((options.warmupSeconds + options.measureSeconds) * options.rate);
  const firstMeasured = Math.round(options.warmupSeconds * options.rate);
  const result: PhaseResult = {
    latencies: new Map(),
    all: [],
    sent: 0,
    errors: 0,
    achievedRps: 0,
    sendLagP99: 0,
  };
  const lags: number[] = [];
  let completedInWindow = 0;
  let inFlight = 0;
  const start = performance.now();
  const windowStart = start + firstMeasured * interval;
  const windowEnd = start + total * interval;

  const fire = (index: number, due: number) => {
    const request = options.next();
    const measured = index >= firstMeasured;
    if (measured) lags.push(performance.now() - due);
    inFlight += 1;
    result.sent += 1;
    const finish = (status: number, detail?: string) => {
      inFlight -= 1;
      const now = performance.now();
      if (status === 200 && now >= windowStart && now < windowEnd) completedInWindow += 1;
      if (!measured) return;
      if (status !== 200) {
        result.errors += 1;
        result.firstError ??= `${request.kind} ${request.path}: ${detail ?? status}`;
        return;
      }
      const latency = now - due;
      result.all.push(latency);
      const list = result.latencies.get(request.kind) ?? [];
      list.push(latency);
      result.latencies.set(request.kind, list);
    };
    const outgoing = http.get(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: request.path,
        headers: request.headers,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          finish(response.statusCode ?? 0, Buffer.concat(chunks).toString().slice(0, 200)),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 30 s')));
    outgoing.on('error', (error) => finish(0, error.message));
  };

  for (let index = 0; index < total; ) {
    const now = performance.now();
    while (index < total && start + index * interval <= now) {
      fire(index, start + index * interval);
      index += 1;
    }
    if (index < total) await sleep(start + index * interval - performance.now());
  }
  const drainDeadline = performance.now() + 35_000;
  while (inFlight > 0 && performance.now() < drainDeadline) await sleep(10);
  agent.destroy();

  result.achievedRps = completedInWindow / options.measureSeconds;
  result.sendLagP99 = percentile(
    lags.sort((a, b) => a - b),
    99,
  );
  result.all.sort((a, b) => a - b);
  for (const list of result.latencies.values()) list.sort((a, b) => a - b);
  return result;
}
