import { PassThrough } from 'node:stream';
import { createJudge } from '@grindstone/judge';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bootstrapAdmin } from '../admin/promote-admin';
import { buildApp } from '../app';
import { composeServices } from '../compose';
import { type Config, loadConfig } from '../config/config';
import type { DatabaseKind } from '../db/client';
import { localJudgeHandle } from '../judging/create-judge-handle';
import type { JudgeHandle } from '../judging/judge-port';
import { ffmpegAvailable } from '../media/poster';
import { usersRepository } from '../users/repository';
import { createTestDatabase, type TestDatabase } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  judge: JudgeHandle;
  /** Every log line the app wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  /** A clock the test moves (contests, reviews); the real one by default. */
  options: { clock?: () => number } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const database = await createTestDatabase(kind);
  const logs: Array<Record<string, unknown>> = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
  });
  const judge = createTestJudge(config);
  const host = { ffmpeg: await ffmpegAvailable() };
  const services = composeServices(config, database, judge, host);
  const app = await buildApp({
    services: options.clock ? { ...services, clock: options.clock } : services,
    logStream,
  });
  return {
    app,
    database,
    config,
    logs,
    judge,
    async close() {
      await app.close();
      await judge.close();
      await database.destroy();
    },
  };
}

/** The `name=value` pair of the session cookie a response set, for the next request. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'grindstone_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Creates the admin account the way ADMIN_EMAIL does, logs it in and returns its session cookie. */
export async function signInAdmin(t: TestApp, email: string, password = 'admin-password') {
  await bootstrapAdmin(usersRepository(t.database.db), email, password);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { emailId: email, password },
  });
  return sessionCookieOf(login);
}

let counter = 0;
/** Registers a fresh learner and returns the session cookie and the user. */
export async function registerLearner(app: FastifyInstance, firstName = 'Learner') {
  counter += 1;
  const emailId = `${firstName.toLowerCase()}${counter}-${Date.now()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { firstName, emailId, password: 'correct-horse' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json() as { user: { _id: string; role: string } };
  return { cookie: sessionCookieOf(response), user: body.user, emailId, password: 'correct-horse' };
}

/**
 * The real sandboxed judge. Each Vitest worker gets its own range of sandbox uids, so parallel
 * test files never share (and never kill) each other's sandboxed processes.
 */
export function createTestJudge(config?: Config): JudgeHandle {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0);
  return localJudgeHandle(createJudge({ slots: 2, uidBase: 62_000 + worker * 16 }), {
    maxDepth: config?.JUDGE_QUEUE_DEPTH,
  });
}

/** `call(method, url, cookie?, payload?)`: one injected request as a signed-in user or a guest. */
export function apiCaller(app: FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
