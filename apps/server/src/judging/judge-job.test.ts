import { describe, expect, it } from 'vitest';
import { judgeJob } from './judge-job';

const problem = {
  timeLimitMs: 1000,
  languageTimeLimitsMs: {},
  memoryLimitKb: 262_144,
  checker: 'default' as const,
  floatTolerance: null,
  customChecker: null,
};

describe('the limits a job is judged with', () => {
  it("gives each language the base limit times its factor: Python's is three times C++'s", () => {
    const limit = (language: Parameters<typeof judgeJob>[1]) =>
      judgeJob(problem, language, '', []).limits;
    expect(limit('cpp').cpuMs).toBe(1000);
    expect(limit('java').cpuMs).toBe(1000);
    expect(limit('javascript').cpuMs).toBe(1000);
    expect(limit('python').cpuMs).toBe(3000);
    // The wall-clock backstop follows the language's own limit.
    expect(limit('python').wallMs).toBeGreaterThan(limit('cpp').wallMs);
  });

  it("uses a problem's own limit for a language instead of the factor", () => {
    const own = { ...problem, languageTimeLimitsMs: { python: 1800, java: 1500 } };
    expect(judgeJob(own, 'python', '', []).limits.cpuMs).toBe(1800);
    expect(judgeJob(own, 'java', '', []).limits.cpuMs).toBe(1500);
    expect(judgeJob(own, 'cpp', '', []).limits.cpuMs).toBe(1000);
  });
});
