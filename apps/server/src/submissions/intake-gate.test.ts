import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { intakeGate } from './intake-gate';

const request = () => ({}) as FastifyRequest;
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the judge routes’ intake gate', () => {
  it('lets two requests in at a time and the next one in as soon as one leaves', async () => {
    const gate = intakeGate(2);
    const [a, b, c, d] = [request(), request(), request(), request()];
    const entered: string[] = [];
    void gate.enter(a).then(() => entered.push('a'));
    void gate.enter(b).then(() => entered.push('b'));
    void gate.enter(c).then(() => entered.push('c'));
    void gate.enter(d).then(() => entered.push('d'));
    await settled();
    expect(entered).toEqual(['a', 'b']);
    gate.leave(a);
    await settled();
    expect(entered).toEqual(['a', 'b', 'c']);
  });

  it('counts a request that leaves twice (job queued, then response sent) once', async () => {
    const gate = intakeGate(1);
    const [a, b, c] = [request(), request(), request()];
    await gate.enter(a);
    const entered: string[] = [];
    void gate.enter(b).then(() => entered.push('b'));
    void gate.enter(c).then(() => entered.push('c'));
    gate.leave(a);
    gate.leave(a);
    await settled();
    expect(entered).toEqual(['b']);
  });

  it('leaves when the job is handed to the judge, before it is judged', async () => {
    const gate = intakeGate(1);
    const [a, b] = [request(), request()];
    await gate.enter(a);
    let judged!: () => void;
    const judge = {
      queue: {
        backend: 'in-process' as const,
        submit: () =>
          new Promise<never>((_resolve, reject) => {
            judged = () => reject(new Error('done'));
          }),
        stats: async () => ({ waiting: 0, running: 1, maxDepth: 1 }),
        close: async () => {},
      },
      close: async () => {},
    };
    const verdict = gate
      .judgeFor(a, judge)
      .queue.submit({} as never)
      .catch(() => 'judged');
    let bEntered = false;
    void gate.enter(b).then(() => {
      bEntered = true;
    });
    await settled();
    expect(bEntered).toBe(true);
    judged();
    expect(await verdict).toBe('judged');
  });
});
