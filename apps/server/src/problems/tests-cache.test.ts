import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../test-support/seed-rows';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../test-support/test-databases';
import type { ProblemTests } from './repository';
import { problemsRepository } from './repository';
import { createTestsCache } from './tests-cache';

const testsOf = (label: string, size = 1): ProblemTests => ({
  visible: [{ input: label.repeat(size), output: label, explanation: '' }],
  hidden: [],
});

const test = (text: string) => ({ input: text, output: text, explanation: '' });

describe('the judging tests cache', () => {
  it('reads a version once, and concurrent callers share that one read', async () => {
    const reads: string[] = [];
    const cache = createTestsCache(async (id) => {
      reads.push(id);
      return testsOf(id);
    });
    const problem = { id: 'a', updatedAt: new Date(1000) };
    const [first, second] = await Promise.all([cache.get(problem), cache.get(problem)]);
    expect(await cache.get(problem)).toBe(first);
    expect(second).toBe(first);
    expect(reads).toEqual(['a']);
  });

  it('reads again when the problem row says it changed', async () => {
    let version = 0;
    const cache = createTestsCache(async () => testsOf(`v${++version}`));
    expect((await cache.get({ id: 'a', updatedAt: new Date(1) })).visible[0]?.output).toBe('v1');
    expect((await cache.get({ id: 'a', updatedAt: new Date(2) })).visible[0]?.output).toBe('v2');
    expect((await cache.get({ id: 'a', updatedAt: new Date(2) })).visible[0]?.output).toBe('v2');
  });

  it('drops the least recently used problems beyond its byte budget', async () => {
    const reads: string[] = [];
    const cache = createTestsCache(async (id) => {
      reads.push(id);
      return testsOf(id, 100);
    }, 250);
    const at = new Date(1);
    await cache.get({ id: 'a', updatedAt: at });
    await cache.get({ id: 'b', updatedAt: at });
    await cache.get({ id: 'a', updatedAt: at }); // b is now the coldest
    await cache.get({ id: 'c', updatedAt: at }); // over budget: b goes
    expect(cache.bytes).toBeLessThanOrEqual(250);
    await cache.get({ id: 'a', updatedAt: at });
    await cache.get({ id: 'b', updatedAt: at });
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not remember a failed read', async () => {
    let calls = 0;
    const cache = createTestsCache(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database unavailable');
      return testsOf('ok');
    });
    const problem = { id: 'a', updatedAt: new Date(1) };
    await expect(cache.get(problem)).rejects.toThrow('database unavailable');
    expect((await cache.get(problem)).visible[0]?.output).toBe('ok');
  });
});

describe.each(testDatabaseKinds())('judging tests across processes on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(() => database?.destroy());

  it('a server never judges with tests another server has since replaced', async () => {
    // Two repositories on one database stand for two API processes, each with its own cache.
    const judging = problemsRepository(database.db);
    const editing = problemsRepository(database.db);
    const id = await insertProblem(database.db, { title: 'Cached tests', difficulty: 'easy' });
    await editing.update(id, {}, { visible: [test('1')], hidden: [test('old')] });
    const before = await judging.findById(id);
    if (!before) throw new Error('problem not stored');
    expect((await judging.testsForJudging(before)).hidden).toEqual([test('old')]);

    await new Promise((resolve) => setTimeout(resolve, 5)); // a later updatedAt
    await editing.update(id, {}, { hidden: [test('new')] });

    const after = await judging.findById(id);
    if (!after) throw new Error('problem lost');
    expect((await judging.testsForJudging(after)).hidden).toEqual([test('new')]);
    expect((await judging.testsForJudging(after)).visible).toEqual([test('1')]);
  });
});
