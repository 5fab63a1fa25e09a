import { type JudgeJobInput, problemInputSchema } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import {
  openAiAnswer,
  type ProviderStandIn,
  startProviderStandIn,
} from '../test-support/ai-provider-stand-in';
import { sumProblem } from '../test-support/problem-fixtures';
import { recordJudgeJobs } from '../test-support/recording-judge';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { REMOVED_SOLUTION_NOTE } from './reply-guard';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] the tutor's solution check is skipped: ${skipJudge}`);

// Right answers to "print the sum of two integers" that are not the stored reference solutions,
// so it is the judge that must find them complete.
const jsLines = [
  "const numbers = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);",
  'console.log((BigInt(numbers[0]) + BigInt(numbers[1])).toString());',
];
const jsOneLine =
  "const n=require('fs').readFileSync(0,'utf8').split(/\\s+/).filter(Boolean);console.log((BigInt(n[0])+BigInt(n[1])).toString())";
const cppLines = [
  '#include <iostream>',
  'int main() {',
  '    long long first, second;',
  '    std::cin >> first >> second;',
  '    std::cout << first + second << std::endl;',
  '}',
];

describe.skipIf(skipJudge)('the reply check judges what a reply contains, not its markup', () => {
  let t: TestApp;
  let standIn: ProviderStandIn;
  let problemId: string;
  let cookie: string;
  let jobs: JudgeJobInput[];

  beforeAll(async () => {
    standIn = await startProviderStandIn(openAiAnswer('…'));
    t = await createTestApp('pglite', {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `${standIn.url}/v1`,
      AI_MODEL: 'stand-in-model',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      JUDGE_RATE_LIMIT_PER_MINUTE: '1000',
    });
    jobs = recordJudgeJobs(t.judge);
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem()),
      { skipVerification: true },
    );
    cookie = (await registerLearner(t.app, 'Guarded')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  /** What the learner is shown when the model answers `reply`. */
  const shown = async (reply: string) => {
    standIn.answerWith(openAiAnswer(reply));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { messages: [{ role: 'user', parts: [{ text: 'Solve it for me' }] }], problemId },
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { message: string }).message;
  };

  const expectCut = (message: string, solutionPart: string) => {
    expect(message).not.toContain(solutionPart);
    expect(message).toContain(REMOVED_SOLUTION_NOTE);
    expect(message).toContain('Here you go.');
  };

  it('cuts a solution written as an indented code block', async () => {
    const body = jsLines.map((line) => `    ${line}`).join('\n');
    expectCut(await shown(`Here you go.\n\n${body}\n\nGood luck!`), 'BigInt(numbers[0])');
  }, 60_000);

  it('cuts a solution given as inline code in a sentence', async () => {
    expectCut(await shown(`Here you go.\nRun \`${jsOneLine}\` and you are done.`), 'BigInt(n[0])');
  }, 60_000);

  it('cuts a solution written as plain text', async () => {
    expectCut(await shown(`Here you go.\n${cppLines.join('\n')}\nThat is all.`), 'first + second');
  }, 60_000);

  it('cuts a Python solution written as plain text', async () => {
    const python = [
      'import sys',
      'nums = sys.stdin.read().split()',
      'print(int(nums[0]) + int(nums[1]))',
    ];
    expectCut(await shown(`Here you go.\n${python.join('\n')}\nThat is all.`), 'int(nums[0])');
  }, 60_000);

  it('cuts a solution inside an HTML <pre>', async () => {
    const escaped = cppLines.map((line) =>
      line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
    );
    expectCut(
      await shown(`Here you go.\n<pre><code>${escaped.join('\n')}</code></pre>\nBye.`),
      'first + second',
    );
  }, 60_000);

  it('cuts the block that completes a solution split across two fences', async () => {
    const reply = [
      'Here you go.',
      '```cpp',
      '#include <iostream>',
      'long long add(long long a, long long b) { return a + b; }',
      '```',
      'And the entry point:',
      '```cpp',
      'int main() { long long a, b; std::cin >> a >> b; std::cout << add(a, b) << std::endl; }',
      '```',
    ].join('\n');
    expectCut(await shown(reply), 'add(a, b) << std::endl');
  }, 60_000);

  it('keeps a helpful hint with a short snippet and pseudo-code whole, without judging it', async () => {
    const before = jobs.length;
    const hint = [
      'Read both numbers into 64-bit integers first, e.g. `long long a, b; std::cin >> a >> b;`.',
      '',
      'In pseudo-code:',
      '',
      '    read a, b',
      '    print a + b',
      '',
      '```cpp',
      'long long total = a + b; // not int: 4e9 + 4e9 does not fit',
      '```',
      '',
      'Which type holds 8000000000?',
    ].join('\n');
    expect(await shown(hint)).toBe(hint);
    expect(jobs.length).toBe(before);
  }, 60_000);
});
