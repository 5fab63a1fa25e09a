import {
  isRuntimeError,
  JudgeStatus,
  type LanguageId,
  languageIds,
  type Score,
  timeLimitFor,
} from '@grindstone/contract';
import { type JudgeSettings, judgeJob } from '../../judging/judge-job';
import type { JudgeHandle } from '../../judging/judge-port';
import { runJudgeJob } from '../../judging/judge-port';
import { scoreOf } from '../../judging/score';
import { type Summary, summarise } from '../../judging/summarise';
import { judgeTests, toProblemFields, toProblemTests } from '../../problems/problem-mapping';
import type { ProblemPackage } from '../read-package';
import { type KattisSubmission, type KattisVerdict, kattisVerdicts } from './read-kattis';

/** Grindstone's largest time limit (the create-problem schema's), in ms. */
const MAX_TIME_LIMIT_MS = 20_000;
/** The judge's largest CPU limit whose wall limit (3x + 2 s) it still accepts. */
const MAX_JUDGED_MS = 39_000;
/** Tests per job for a submission that must fail (see `untilFailure`). */
const FAILURE_CHUNK = 8;

export interface KattisReport {
  problems: string[];
  /** The base time limit the package is imported with: its own, or derived (below). */
  timeLimitMs: number;
  /** One line per judged submission: its verdict and slowest test. */
  lines: string[];
}

/**
 * problemtools' `verifyproblem` in Grindstone's sandbox: every submission of the package in a
 * language Grindstone judges must get the verdict its folder names (accepted → Accepted,
 * wrong_answer → Wrong Answer, time_limit_exceeded → Time Limit Exceeded, run_time_error → a
 * runtime error, memory exhaustion included as Kattis counts it).
 *
 * Without a fixed time limit the format derives one: the slowest accepted submission's CPU time
 * × `time_multiplier` (legacy, default 5; 2023-07 `ac_to_time_limit`, default 2), rounded up to
 * whole seconds (`time_resolution`), at least 1 s. Grindstone's limit is per language (the base
 * limit × the language's factor, Python ×3), so each accepted time counts divided by its
 * language's factor: the base limit is what C++ gets, and every language keeps its factor's
 * headroom. Time-limit-exceeded submissions must still time out with the limit ×
 * `time_safety_margin` (2023-07 `time_limit_to_tle`), as problemtools demands.
 */
export async function verifyKattisPackage(
  judge: JudgeHandle,
  pkg: ProblemPackage,
): Promise<KattisReport> {
  const kattis = pkg.kattis;
  if (!kattis) throw new Error('not a Kattis package');
  const settings = toProblemFields(pkg.input);
  const tests = judgeTests(toProblemTests(pkg.input));
  const report: KattisReport = { problems: [], timeLimitMs: settings.timeLimitMs, lines: [] };
  const judgeAll = async <T>(work: Array<Promise<T>>) => {
    const settled = await Promise.allSettled(work);
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  };
  const judged = async (submission: KattisSubmission, at: JudgeSettings): Promise<Judged> => {
    let score: Score | null = null;
    let summary: Summary;
    if (submission.verdict === 'accepted' || submission.verdict === 'partially_accepted') {
      // Every test counts: for the time limit, and for a score.
      const result = await runJudgeJob(
        judge,
        judgeJob(at, submission.language, submission.code, tests),
      );
      summary = summarise(result);
      score = scoreOf(settings.testGroups, pkg.input.visibleTestCases.length, result);
    } else summary = await untilFailure(submission, at);
    const where = summary.firstFailure ? ` on test ${summary.firstFailure.index + 1}` : '';
    const points = score ? `, ${score.score} of ${score.maxScore} points` : '';
    report.lines.push(
      `${submission.file}: ${summary.status}${where}${points} (${summary.runtime.toFixed(2)} s)`,
    );
    return { ...summary, score };
  };
  /**
   * A submission that must fail, judged a few tests at a time in order until it does: its
   * verdict is its first failing test's (as on Kattis), and a time-out costs the whole limit ×
   * the safety margin per test, which running every test would pay on each.
   */
  const untilFailure = async (submission: KattisSubmission, at: JudgeSettings) => {
    let runtime = 0;
    let summary: Summary | undefined;
    for (let start = 0; start < tests.length; start += FAILURE_CHUNK) {
      const chunk = tests.slice(start, start + FAILURE_CHUNK);
      summary = summarise(
        await runJudgeJob(judge, judgeJob(at, submission.language, submission.code, chunk)),
      );
      runtime = Math.max(runtime, summary.runtime);
      const failure = summary.firstFailure;
      if (!summary.accepted) {
        return {
          ...summary,
          runtime,
          firstFailure: failure && { ...failure, index: failure.index + start },
        };
      }
    }
    return { ...(summary as Summary), runtime };
  };
  const expect = (submission: KattisSubmission, summary: Judged) => {
    if (matches(submission.verdict, summary)) return;
    const where = summary.firstFailure ? ` on test ${summary.firstFailure.index + 1}` : '';
    const points = summary.score
      ? ` (${summary.score.score} of ${summary.score.maxScore} points)`
      : '';
    report.problems.push(
      `${submission.file} must get ${kattisVerdicts[submission.verdict]} but got ${summary.status}${where}${points}`,
    );
  };

  // The accepted submissions first: their times make the limit when the package has none.
  const generous: JudgeSettings = kattis.fixedTimeLimit
    ? settings
    : {
        ...settings,
        languageTimeLimitsMs: Object.fromEntries(
          languageIds.map((id) => [id, MAX_TIME_LIMIT_MS]),
        ) as JudgeSettings['languageTimeLimitsMs'],
      };
  const accepted = kattis.submissions.filter((s) => s.verdict === 'accepted');
  let slowest = 0;
  await judgeAll(
    accepted.map(async (submission) => {
      const summary = await judged(submission, generous);
      expect(submission, summary);
      if (summary.accepted)
        slowest = Math.max(slowest, summary.runtime / factor(submission.language));
    }),
  );
  if (!kattis.fixedTimeLimit) {
    const seconds =
      Math.max(1, Math.ceil((slowest * kattis.acToTimeLimit) / kattis.timeResolution)) *
      kattis.timeResolution;
    report.timeLimitMs = Math.round(seconds * 1000);
    if (report.timeLimitMs > MAX_TIME_LIMIT_MS) {
      report.problems.push(
        `the time limit derived from the slowest accepted submission (${slowest.toFixed(2)} s × ${kattis.acToTimeLimit}) is ${seconds} s, over Grindstone's ${MAX_TIME_LIMIT_MS / 1000} s`,
      );
      return report;
    }
  }
  if (report.problems.length > 0) return report;

  const limited: JudgeSettings = { ...settings, timeLimitMs: report.timeLimitMs };
  const others = kattis.submissions.filter((s) => s.verdict !== 'accepted');
  /** The limit × the safety margin, for this submission's language. */
  const generousFor = (submission: KattisSubmission): JudgeSettings => ({
    ...limited,
    languageTimeLimitsMs: {
      [submission.language]: Math.min(
        MAX_JUDGED_MS,
        Math.round(timeLimitFor(limited, submission.language) * kattis.timeLimitToTle),
      ),
    },
  });
  await judgeAll(
    others.map(async (submission) => {
      // A time-limit-exceeded submission must time out even with the margin. Any other gets its
      // verdict at the limit, or, as problemtools allows ("OK with extra time"), with the margin.
      if (submission.verdict === 'time_limit_exceeded') {
        expect(submission, await judged(submission, generousFor(submission)));
        return;
      }
      const atLimit = await judged(submission, limited);
      if (matches(submission.verdict, atLimit)) return;
      expect(submission, await judged(submission, generousFor(submission)));
    }),
  );
  report.lines.sort();
  return report;
}

function factor(language: LanguageId): number {
  return timeLimitFor({ timeLimitMs: 1000 }, language) / 1000;
}

/** A submission's summary, with its score on a scoring problem. */
type Judged = Summary & { score: Score | null };

function matches(verdict: KattisVerdict, summary: Judged): boolean {
  switch (verdict) {
    case 'accepted':
      return summary.accepted;
    case 'partially_accepted':
      // Some points, not all (problemtools: a score strictly between the least and the most).
      return (
        summary.score !== null &&
        summary.score.score > 0 &&
        summary.score.score < summary.score.maxScore
      );
    case 'wrong_answer':
      return summary.statusId === JudgeStatus.wrongAnswer;
    case 'time_limit_exceeded':
      return summary.statusId === JudgeStatus.timeLimitExceeded;
    case 'run_time_error':
      return (
        isRuntimeError(summary.statusId) ||
        summary.statusId === JudgeStatus.memoryLimitExceeded ||
        summary.statusId === JudgeStatus.outputLimitExceeded
      );
  }
}

/**
 * Why a Kattis package must not be imported, as one line naming it; null when it passes, and
 * then the package's time limit is the one verification fixed (its own, or derived).
 */
export async function kattisPackageRefusal(
  judge: JudgeHandle,
  pkg: ProblemPackage,
): Promise<string | null> {
  const report = await verifyKattisPackage(judge, pkg);
  if (report.problems.length > 0) return `${pkg.extras.slug}: ${report.problems.join('; ')}`;
  pkg.input.timeLimitMs = report.timeLimitMs;
  return null;
}
