import { type LanguageId, toLanguageId } from '@grindstone/contract';
import type { JudgeHandle } from '../http/context';
import { type JudgeSettings, type JudgeTest, judgeJob } from '../judging/judge-job';
import { runJudgeJob } from '../judging/judge-port';
import { summarise } from '../judging/summarise';
import { judgeTests, toProblemFields, toProblemTests } from '../problems/problem-mapping';
import type { ProblemPackage } from './read-package';

export interface VerifyReport {
  slug: string;
  problems: string[];
  /** Slowest test's CPU seconds per reference solution. */
  seconds: Partial<Record<LanguageId, number>>;
  slowVerdict?: string;
}

/**
 * A package is correct when every reference solution is accepted on every test in the real
 * sandbox, every template compiles, and the naive `slow` solution (if any) is not accepted
 * because some test exceeds the time limit.
 */
export async function verifyProblemPackage(
  judge: JudgeHandle,
  pkg: ProblemPackage,
): Promise<VerifyReport> {
  const settings = toProblemFields(pkg.input);
  const tests = judgeTests(toProblemTests(pkg.input));
  const report: VerifyReport = { slug: pkg.extras.slug, problems: [], seconds: {} };
  const judgeCode = (language: LanguageId, code: string) =>
    runJudgeJob(judge, judgeJob(settings, language, code, tests));

  const references = pkg.input.referenceSolution.map(async (solution) => {
    const language = toLanguageId(solution.language) as LanguageId;
    const result = await judgeCode(language, solution.completeCode);
    const summary = summarise(result);
    report.seconds[language] = summary.runtime;
    if (!summary.accepted) {
      const where = summary.firstFailure ? ` on test ${summary.firstFailure.index + 1}` : '';
      const why = result.error ? ` (${result.error})` : '';
      report.problems.push(`reference ${solution.language}: ${summary.status}${where}${why}`);
    }
  });
  const templates = pkg.input.startCode.map(async (template) => {
    const language = toLanguageId(template.language) as LanguageId;
    const result = await judgeCode(language, template.initialCode);
    if (!result.compile.ok) {
      const why = result.error ?? result.compile.output.split('\n').slice(0, 3).join(' ');
      report.problems.push(`template ${template.language} does not compile: ${why}`);
    }
  });
  const slow = (async () => {
    if (!pkg.slowCpp) return;
    report.slowVerdict = await slowVerdict(judge, settings, pkg.slowCpp, tests);
    if (report.slowVerdict === 'Accepted') {
      report.problems.push('the slow solution passes: the limits do not separate it');
    } else if (report.slowVerdict !== 'Time Limit Exceeded') {
      report.problems.push(
        `the slow solution should exceed the time limit but got ${report.slowVerdict}`,
      );
    }
  })();
  await Promise.all([...references, ...templates, slow]);
  return report;
}

/**
 * The slow solution's verdict, trying the largest tests first one at a time and stopping at the
 * first one it fails: a time-out costs the whole time limit, so running every test would make
 * verifying the catalogue several times slower without telling more.
 */
async function slowVerdict(
  judge: JudgeHandle,
  settings: JudgeSettings,
  code: string,
  tests: JudgeTest[],
): Promise<string> {
  const largestFirst = [...tests].sort((a, b) => b.input.length - a.input.length);
  for (const test of largestFirst) {
    const summary = summarise(await runJudgeJob(judge, judgeJob(settings, 'cpp', code, [test])));
    if (!summary.accepted) return summary.status;
  }
  return 'Accepted';
}
