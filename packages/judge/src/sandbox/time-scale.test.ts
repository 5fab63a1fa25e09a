import { describe, expect, it } from 'vitest';
import { parseTimeScale, scaledOutcome, scaledRequest } from './time-scale';
import type { SandboxOutcome, SandboxRequest } from './types';

describe('the time scale for very slow (emulated) hosts', () => {
  it('gives runs N times their time limits and reports their times divided by N', () => {
    const request = { limits: { cpuMs: 1000, wallMs: 5000, memoryKb: 1 } } as SandboxRequest;
    expect(scaledRequest(request, 30).limits).toEqual({
      cpuMs: 30_000,
      wallMs: 150_000,
      memoryKb: 1,
    });
    const outcome = { cpuMs: 600, wallMs: 900, memoryKb: 7 } as SandboxOutcome;
    expect(scaledOutcome(outcome, 30)).toEqual({ cpuMs: 20, wallMs: 30, memoryKb: 7 });
    expect(scaledRequest(request, 1)).toBe(request);
  });

  it('is 1 unless JUDGE_TIME_SCALE says otherwise, and refuses nonsense', () => {
    expect(parseTimeScale(undefined)).toBe(1);
    expect(parseTimeScale('30')).toBe(30);
    expect(() => parseTimeScale('0.5')).toThrow(/≥ 1/);
    expect(() => parseTimeScale('fast')).toThrow(/JUDGE_TIME_SCALE/);
  });
});
