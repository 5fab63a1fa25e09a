import type { SandboxOutcome, SandboxRequest } from './types';

// For hosts much slower than the ones limits are set for — the emulated CPU of the cgroup v2 test
// VM (scripts/vm) is 20–100 times slower. A scale of N gives each run N times its CPU and wall
// limits and reports its times divided by N, so verdicts and shown times are those of the
// intended machine. The `timeScale` option of createJudge (default 1); the tests take it from
// JUDGE_TIME_SCALE, which the VM sets. Never needed on real hardware.

export function parseTimeScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1) {
    throw new Error(`JUDGE_TIME_SCALE must be a number ≥ 1, not "${value}"`);
  }
  return scale;
}

export function scaledRequest(request: SandboxRequest, scale: number): SandboxRequest {
  if (scale === 1) return request;
  const { limits } = request;
  return {
    ...request,
    limits: { ...limits, cpuMs: limits.cpuMs * scale, wallMs: limits.wallMs * scale },
  };
}

export function scaledOutcome(outcome: SandboxOutcome, scale: number): SandboxOutcome {
  if (scale === 1) return outcome;
  return { ...outcome, cpuMs: outcome.cpuMs / scale, wallMs: outcome.wallMs / scale };
}
