// `npm run worker`: a judge worker for the Redis queue. Start any number of them, on any machine
// with the toolchains and bubblewrap; they only need REDIS_URL (never the database).
import { z } from 'zod';
import { createJudge } from './create-judge';
import { judgeConfigShape, judgeCrossVariableProblems, judgeOptionsFrom } from './judge-config';
import { startBullmqWorker } from './queue';

const ZWorkerEnv = z.object({
  REDIS_URL: z.string().url({ message: 'REDIS_URL must be a redis:// URL of the judge queue' }),
  JUDGE_QUEUE: z.string().min(1).optional(),
  JUDGE_QUEUE_PREFIX: z.string().min(1).optional(),
  JUDGE_SLOTS: z.coerce.number().int().min(1).max(256).optional(),
  JUDGE_LOCK_MS: z.coerce.number().int().min(500).optional(),
  ...judgeConfigShape,
});

const env = ZWorkerEnv.safeParse(process.env);
const crossProblems = judgeCrossVariableProblems(process.env as Record<string, string>);
if (!env.success || crossProblems.length > 0) {
  for (const issue of env.error?.issues ?? []) {
    console.error(`${issue.path.join('.')}: ${issue.message}`);
  }
  for (const problem of crossProblems) console.error(problem);
  process.exit(1);
}

const judge = createJudge({ ...judgeOptionsFrom(env.data), slots: env.data.JUDGE_SLOTS });
console.log(`[judge-worker] ${judge.sandbox.summary}`);
for (const problem of judge.sandbox.problems) console.log(`[judge-worker]   ${problem}`);
for (const language of judge.availableLanguages()) {
  console.log(
    `[judge-worker] ${language.id}: ${language.available ? language.version : `unavailable (${language.reason}; ${language.install})`}`,
  );
}
if (judge.sandbox.mode === 'unavailable') process.exit(1);

const worker = startBullmqWorker({
  judge,
  redisUrl: env.data.REDIS_URL,
  name: env.data.JUDGE_QUEUE,
  prefix: env.data.JUDGE_QUEUE_PREFIX,
  lockDurationMs: env.data.JUDGE_LOCK_MS,
});
await worker.worker.waitUntilReady();
console.log(
  `[judge-worker] ready: ${judge.slots} slots, queue ${env.data.JUDGE_QUEUE ?? 'grindstone-judge'}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await worker.close(); // finishes running jobs first
    process.exit(0);
  });
}
