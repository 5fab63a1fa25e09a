// `npm run bench:media`: the server's memory while a 100 MB video streams in through the
// built-in media host (it must stay flat: the file goes to disk, never into memory whole), and
// the refusal of a 101 MB one (413, the connection cut, no partial file). The server runs in a
// child process; its resident set size is read from /proc every 50 ms (docs/benchmarks.md).
//
//   node --import tsx apps/server/bench/media.bench.ts [--mb=100]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../../scripts/lib/server-process.mjs';

const megabytes = Number(process.argv.find((value) => value.startsWith('--mb='))?.slice(5) ?? 100);
const MiB = 1024 * 1024;
const admin = { email: 'media-bench@example.com', password: 'media-bench-password' };

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** An MP4 of `payloadBytes` streamed as it is generated: ftyp, mdat, then moov with mvhd. */
function* mp4Chunks(payloadBytes: number, seconds: number): Generator<Buffer> {
  const ftyp = Buffer.from('0000001466747970' + '69736f6d' + '00000200' + '69736f6d', 'hex');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + payloadBytes, 0);
  mdat.write('mdat', 4, 'latin1');
  yield Buffer.concat([ftyp, mdat]);
  const chunk = Buffer.alloc(256 * 1024, 7);
  for (let sent = 0; sent < payloadBytes; sent += chunk.length) {
    yield chunk.subarray(0, Math.min(chunk.length, payloadBytes - sent));
  }
  const mvhd = Buffer.alloc(108);
  mvhd.writeUInt32BE(108, 0);
  mvhd.write('mvhd', 4, 'latin1');
  mvhd.writeUInt32BE(1000, 20);
  mvhd.writeUInt32BE(seconds * 1000, 24);
  const moov = Buffer.alloc(8);
  moov.writeUInt32BE(8 + mvhd.length, 0);
  moov.write('moov', 4, 'latin1');
  yield Buffer.concat([moov, mvhd]);
}

/** POSTs the signed form with the file generated on the fly, honouring back-pressure. */
function streamUpload(
  url: string,
  fields: Record<string, string>,
  payloadBytes: number,
): Promise<{ status: number; body: string; sentBytes: number }> {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  let head = '';
  for (const [name, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sentBytes }));
    });
    request.on('error', (error) => (sentBytes > 0 ? undefined : reject(error)));
    const chunks = mp4Chunks(payloadBytes, 90);
    const pump = () => {
      for (;;) {
        const next = chunks.next();
        if (next.done) {
          request.end(`\r\n--${boundary}--\r\n`);
          return;
        }
        sentBytes += next.value.length;
        if (!request.write(next.value)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    request.write(head);
    pump();
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'grindstone-media-bench-'));
const server = await startServer({
  from: 'source',
  env: {
    NODE_ENV: 'production',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
});
const pid = server.child.pid as number;
try {
  const login = await fetch(`${server.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailId: admin.email, password: admin.password }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const list = (await (
    await fetch(`${server.baseUrl}/api/problem/getAllProblem?page=1&limit=1`)
  ).json()) as { problems: Array<{ _id: string }> };
  const problemId = list.problems[0]?._id;
  if (!problemId) throw new Error('no problem to attach the video to');
  const sign = async () => {
    const response = await fetch(`${server.baseUrl}/api/video/create/${problemId}`, {
      headers: { cookie },
    });
    const signed = (await response.json()) as Record<string, string | number>;
    return Object.fromEntries(
      ['signature', 'timestamp', 'public_id', 'api_key'].map((key) => [key, String(signed[key])]),
    );
  };

  const measure = async (payloadBytes: number) => {
    const fields = await sign();
    global.gc?.();
    const before = rssMiB(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(pid));
    }, 50);
    const started = performance.now();
    const result = await streamUpload(
      `${server.baseUrl}/api/media/video/upload`,
      fields,
      payloadBytes,
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const partials = readdirSync(path.join(dataDir, 'media', '.partial'));
    return { before, peak, seconds, result, partials };
  };

  const accepted = await measure(megabytes * MiB - 4096);
  const refused = await measure(100 * MiB + MiB);
  const row = (label: string, run: typeof accepted, bytes: number) =>
    `| ${label} | ${run.result.status} | ${(bytes / MiB).toFixed(0)} MiB | ${run.seconds.toFixed(1)} s | ${run.before.toFixed(0)} MiB | ${run.peak.toFixed(0)} MiB | +${(run.peak - run.before).toFixed(0)} MiB | ${run.partials.length} |`;
  console.log(
    `Load average at the end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    '| upload | status | offered | time | server RSS before | peak | growth | partial files after |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(row('accepted', accepted, megabytes * MiB));
  console.log(row('refused (> 100 MB)', refused, 101 * MiB));
  console.log(`accepted answer: ${accepted.result.body}`);
  console.log(`refused answer: ${refused.result.body}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
