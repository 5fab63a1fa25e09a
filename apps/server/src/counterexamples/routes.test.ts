import { problemInputSchema } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { sumProblem, sumSolutions } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] counterexample route tests skipped: ${skipJudge}`);

// Inputs "size seed%3": size 1 makes "1 1", "1 2", "1 0"; size 2 makes "2 1", "2 2", "2 0" …
const generator = `const [seed, size] = process.argv.slice(2).map(Number);
process.stdout.write(size + ' ' + (seed % 3) + '\\n');
`;
const validator = `const text = require('fs').readFileSync(0, 'utf8');
if (!/^-?\\d+ -?\\d+\\n$/.test(text)) { process.stderr.write('two integers on one line\\n'); process.exit(1); }
const [a, b] = text.split(' ').map(Number);
if (Math.abs(a) > 1000 || Math.abs(b) > 1000) { process.stderr.write('|a|, |b| <= 1000\\n'); process.exit(1); }
`;
/** Right unless both numbers are equal (then it prints 0): the visible examples never are. */
const wrongWhenEqual =
  '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<(a==b?0:a+b)<<"\\n";}\n';
/** The hidden test the finder meets first and must never answer with. */
const HIDDEN_EQUAL_INPUT = '1 1\n';

describe.skipIf(skipJudge).each(testDatabaseKinds())('asking for a counterexample (%s)', (kind) => {
  let t: TestApp;
  let withGenerator: string;
  let withoutGenerator: string;
  let owner: Awaited<ReturnType<typeof registerLearner>>;
  let other: Awaited<ReturnType<typeof registerLearner>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { JUDGE_RATE_LIMIT_PER_MINUTE: '1000' });
    const problems = problemsRepository(t.database.db);
    const save = (overrides: object) =>
      saveProblem({ problems, judge: t.judge }, problemInputSchema.parse(sumProblem(overrides)), {
        skipVerification: true,
      });
    withGenerator = await save({
      title: 'Sum With Random Inputs',
      hiddenTestCases: [
        { input: HIDDEN_EQUAL_INPUT, output: '2\n' },
        { input: '7 7\n', output: '14\n' },
      ],
      randomInputGenerator: generator,
      inputValidator: validator,
    });
    withoutGenerator = await save({ title: 'Sum Without Random Inputs' });
    owner = await registerLearner(t.app, 'Owner');
    other = await registerLearner(t.app, 'Other');
  }, 120_000);
  afterAll(() => t.close());

  const submit = async (problemId: string, code: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/submission/submit/${problemId}`,
      payload: { code, language: 'cpp' },
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().submissionId as string;
  };
  const ask = (submissionId: string, cookie: string | null = owner.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/submission/${submissionId}/counterexample`,
      headers: cookie ? { cookie } : {},
    });

  it('finds a small failing input that is no hidden test, and Run confirms it', async () => {
    const submissionId = await submit(withGenerator, wrongWhenEqual);
    const response = await ask(submissionId);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ found: true, verdict: 'Wrong Answer' });
    expect(answer.input.trim().split(/\s+/).join(' ')).not.toBe(HIDDEN_EQUAL_INPUT.trim());
    expect(answer.input).toBe('2 2\n');
    expect(answer.tries).toBeGreaterThan(0);

    // An independent check: Run the same program with the input as custom input.
    const run = await t.app.inject({
      method: 'POST',
      url: `/api/submission/run/${withGenerator}`,
      payload: { code: wrongWhenEqual, language: 'cpp', customInput: answer.input },
      headers: { cookie: owner.cookie },
    });
    const custom = run.json().testCases.at(-1);
    expect(custom.stdin).toBe(answer.input);
    expect(custom.expected_output).toBe(answer.expectedOutput);
    expect(custom.stdout).toBe(answer.output);
    expect(custom.expected_output).not.toBe(custom.stdout);

    // Asked again, the stored answer comes back; the submissions list carries it too.
    expect((await ask(submissionId)).json()).toEqual(answer);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/problem/submittedProblem/${withGenerator}`,
      headers: { cookie: owner.cookie },
    });
    const stored = history.json().find((entry: { _id: string }) => entry._id === submissionId);
    expect(stored.counterexample).toEqual(answer);

    // Asked why this code fails, the tutor points at the input (the examples all pass).
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: {
        messages: [{ role: 'user', parts: [{ text: 'Why does my code fail?' }] }],
        problemId: withGenerator,
        code: wrongWhenEqual,
        language: 'cpp',
      },
      headers: { cookie: owner.cookie },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    const reply = chat.json().message as string;
    expect(reply).toContain('the judge found a small input');
    expect(reply).toContain('2 2');
    expect(reply).toContain('Trace your code by hand');
  }, 120_000);

  it('is for the submission’s owner only', async () => {
    const submissionId = await submit(withGenerator, sumSolutions.wrongCpp);
    expect((await ask(submissionId, null)).statusCode).toBe(401);
    const stranger = await ask(submissionId, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Submission not found');
    expect((await ask('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ask('not-a-uuid')).statusCode).toBe(400);
  }, 60_000);

  it('says why when there is nothing to find or no way to find it', async () => {
    const accepted = await ask(await submit(withGenerator, sumSolutions.cpp));
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe(
      'This submission was accepted: there is no failing input to find.',
    );
    const noGenerator = await ask(await submit(withoutGenerator, sumSolutions.wrongCpp));
    expect(noGenerator.statusCode).toBe(409);
    expect(noGenerator.json().message).toBe(
      'This problem has no random input generator, so no counterexample can be made for it.',
    );
    const compileError = await ask(await submit(withGenerator, 'int main( {'));
    expect(compileError.statusCode).toBe(409);
    expect(compileError.json().message).toBe(
      'Small failing inputs are searched for Wrong Answer and runtime errors only; this submission got Compilation Error.',
    );
  }, 60_000);
});
