import { problemInputSchema } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { sumProblem } from '../test-support/problem-fixtures';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';

const HINTS = ['Read both numbers first.', 'Mind the sign.', 'Add them with 64-bit integers.'];
const EDITORIAL = '## Approach\n\nRead a and b, print a + b.\n\n## Complexity\n\nO(1) time.';

describe('the tutor, asked by the original client (no problem id)', () => {
  let t: TestApp;
  let cookie: string;
  const problem = sumProblem();

  beforeAll(async () => {
    t = await createTestApp('pglite', { AI_RATE_LIMIT_PER_MINUTE: '1000' });
    const deps = { problems: problemsRepository(t.database.db), judge: t.judge };
    const save = (draft: ReturnType<typeof sumProblem>) =>
      saveProblem(deps, problemInputSchema.parse(draft), {
        skipVerification: true,
        extras: { hints: HINTS, editorial: EDITORIAL },
      });
    await save(problem);
    // Two problems that share a title: the description tells them apart.
    await save(sumProblem({ title: 'Twin Title', description: 'The first twin.' }));
    await save(sumProblem({ title: 'Twin Title', description: 'The second twin.' }));
    cookie = (await registerLearner(t.app, 'Original')).cookie;
  }, 60_000);
  afterAll(() => t.close());

  /** The body the original client sends: the page's title, description, tests and start code. */
  const ask = async (asks: string[], fields: { title: string; description: string }) => {
    const messages = asks.flatMap((text, index) => [
      ...(index > 0 ? [{ role: 'model', parts: [{ text: 'Earlier reply.' }] }] : []),
      { role: 'user', parts: [{ text }] },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: {
        messages,
        ...fields,
        testCases: problem.visibleTestCases,
        startCode: problem.startCode,
      },
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { message: string }).message;
  };
  const asPage = { title: problem.title, description: problem.description };

  it('finds the stored problem by its exact title and description: its hints, in order', async () => {
    const first = await ask(['Give me a hint'], asPage);
    expect(first).toContain('**Hint 1 of 3**');
    expect(first).toContain(HINTS[0]);
    const second = await ask(['Give me a hint', 'Another hint please'], asPage);
    expect(second).toContain('**Hint 2 of 3**');
    expect(second).toContain(HINTS[1]);
  });

  it('gives the editorial’s approach once the hints are used, not "no editorial"', async () => {
    const reply = await ask(
      ['Give me a hint', 'Give me a hint', 'Give me a hint', 'Explain the approach'],
      asPage,
    );
    expect(reply).toContain('**The approach**');
    expect(reply).toContain('Read a and b, print a + b.');
    expect(reply).not.toContain('no written editorial');
  });

  it('tells problems with one title apart by their description', async () => {
    const reply = await ask(['Give me a hint'], {
      title: 'Twin Title',
      description: 'The second twin.',
    });
    expect(reply).toContain('**Hint 1 of 3**');
  });

  it('grounds on the fields given when no stored problem matches exactly', async () => {
    for (const fields of [
      { title: problem.title.toUpperCase(), description: problem.description },
      { title: problem.title, description: 'A statement this server never stored.' },
    ]) {
      const reply = await ask(['Explain the approach'], fields);
      expect(reply).toContain('This problem has no written editorial');
    }
  });
});
