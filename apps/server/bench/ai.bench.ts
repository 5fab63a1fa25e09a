// `npm run bench:ai`: the AI tutor's own costs (docs/benchmarks.md).
//  1. The offline tutor's answer time over the bundled catalogue (every problem: each hint step,
//     the approach, the fallback), through the API, against GET /api/health in the same run.
//  2. The latency the server's grounding work adds before the first streamed token: time to the
//     first `data:` event through POST /api/ai/chat (SSE) to a stand-in OpenAI-compatible server
//     that streams at once, against the stand-in reached directly in the same run.
// "Why does my code fail" is left out: it is a judge run, measured by `npm run bench:judge`.
//
//   node --import tsx apps/server/bench/ai.bench.ts [--rounds=5]
import { availableParallelism, loadavg } from 'node:os';
import { importProblemPackage } from '../src/catalogue/import-catalogue';
import { listPackageDirs, readProblemPackage } from '../src/catalogue/read-package';
import { bundledProblemsDir } from '../src/paths';
import { problemsRepository } from '../src/problems/repository';
import { openAiAnswer, startProviderStandIn } from '../src/test-support/ai-provider-stand-in';
import { createTestApp, registerLearner, type TestApp } from '../src/test-support/test-app';
import { percentile } from './open-loop';

const rounds = Number(process.argv.find((value) => value.startsWith('--rounds='))?.slice(9) ?? 5);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => value.toFixed(2);
const stats = (values: number[]) => {
  const all = sorted(values);
  return { p50: percentile(all, 50), p99: percentile(all, 99), n: all.length };
};

async function seedCatalogue(t: TestApp) {
  const problems = problemsRepository(t.database.db);
  const seeded: { id: string; hints: number }[] = [];
  for (const dir of await listPackageDirs(bundledProblemsDir)) {
    const pkg = await readProblemPackage(dir);
    const { id } = await importProblemPackage({ problems, judge: t.judge }, pkg, { verify: false });
    seeded.push({ id, hints: pkg.extras.hints?.length ?? 0 });
  }
  return seeded;
}

const limits = { AI_RATE_LIMIT_PER_MINUTE: '1000000', AI_DAILY_MESSAGES: '1000000' };
const turn = (text: string) => ({ role: 'user', parts: [{ text }] });

async function offlineAnswerTimes() {
  const t = await createTestApp('pglite', limits);
  try {
    const catalogue = await seedCatalogue(t);
    const { cookie } = await registerLearner(t.app, 'Bench');
    const conversations = catalogue.flatMap((problem) => {
      const asks: string[][] = [];
      for (let step = 0; step <= problem.hints; step += 1) {
        asks.push(Array.from({ length: step + 1 }, () => 'Give me a hint'));
      }
      asks.push(['Explain the approach'], ['tell me something']);
      return asks.map((texts) => ({ problemId: problem.id, texts }));
    });
    const chat: number[] = [];
    const health: number[] = [];
    for (let round = 0; round < rounds + 1; round += 1) {
      for (const conversation of conversations) {
        const messages = conversation.texts.flatMap((text, index) =>
          index === 0
            ? [turn(text)]
            : [{ role: 'model', parts: [{ text: 'Earlier reply' }] }, turn(text)],
        );
        let started = performance.now();
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/ai/chat',
          payload: { messages, problemId: conversation.problemId },
          headers: { cookie },
        });
        const chatMs = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(response.body);
        started = performance.now();
        await t.app.inject({ method: 'GET', url: '/api/health' });
        const healthMs = performance.now() - started;
        if (round > 0) {
          // Round 0 warms the JIT and the database's caches.
          chat.push(chatMs);
          health.push(healthMs);
        }
      }
    }
    return { chat: stats(chat), health: stats(health), problems: catalogue.length };
  } finally {
    await t.close();
  }
}

/** Milliseconds from sending `init` to `url` until the first `data:` of its event stream. */
async function timeToFirstEvent(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('data:')) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`no event from ${url}: ${text}`);
    text += decoder.decode(value);
  }
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

async function groundingLatency() {
  const standIn = await startProviderStandIn(openAiAnswer('Think about prefix sums.'));
  const t = await createTestApp('pglite', {
    ...limits,
    AI_PROVIDER: 'openai',
    AI_BASE_URL: `${standIn.url}/v1`,
    AI_MODEL: 'bench-stand-in',
  });
  try {
    const catalogue = await seedCatalogue(t);
    const { cookie } = await registerLearner(t.app, 'Stream');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const direct: number[] = [];
    const through: number[] = [];
    const headers = { 'content-type': 'application/json', accept: 'text/event-stream' };
    for (let round = 0; round < rounds + 1; round += 1) {
      for (const problem of catalogue) {
        const directMs = await timeToFirstEvent(`${standIn.url}/v1/chat/completions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: 'bench-stand-in', stream: true, messages: [] }),
        });
        const throughMs = await timeToFirstEvent(`${address}/api/ai/chat`, {
          method: 'POST',
          headers: { ...headers, cookie },
          body: JSON.stringify({ messages: [turn('Give me a hint')], problemId: problem.id }),
        });
        if (round > 0) {
          direct.push(directMs);
          through.push(throughMs);
        }
      }
    }
    return { direct: stats(direct), through: stats(through) };
  } finally {
    await t.close();
    await standIn.close();
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`# AI tutor benchmark — ${new Date().toISOString()}`);
console.log(
  `host: ${availableParallelism()} cores, Node ${process.version}, load average ${load()} at start; ${rounds} measured rounds after one warm-up round`,
);
const offline = await offlineAnswerTimes();
console.log(
  `\n## Offline tutor answer time (${offline.problems} problems, ${offline.chat.n} answers, PGlite, in-process requests)\n`,
);
console.log('| request | p50 ms | p99 ms | p50 / health p50 |');
console.log('| --- | ---: | ---: | ---: |');
console.log(
  `| POST /api/ai/chat (offline tutor) | ${ms(offline.chat.p50)} | ${ms(offline.chat.p99)} | ${(offline.chat.p50 / offline.health.p50).toFixed(1)}× |`,
);
console.log(
  `| GET /api/health (baseline) | ${ms(offline.health.p50)} | ${ms(offline.health.p99)} | 1.0× |`,
);
const streaming = await groundingLatency();
console.log(
  `\n## Time to the first streamed token (${streaming.through.n} requests over HTTP, stand-in provider)\n`,
);
console.log('| path | p50 ms | p99 ms |');
console.log('| --- | ---: | ---: |');
console.log(
  `| stand-in provider, directly (baseline) | ${ms(streaming.direct.p50)} | ${ms(streaming.direct.p99)} |`,
);
console.log(
  `| through POST /api/ai/chat (SSE) | ${ms(streaming.through.p50)} | ${ms(streaming.through.p99)} |`,
);
console.log(
  `| added by the server (p50 difference) | ${ms(streaming.through.p50 - streaming.direct.p50)} | ${ms(streaming.through.p99 - streaming.direct.p99)} |`,
);
console.log(`\nload average at end: ${load()}`);
process.exit(0);
