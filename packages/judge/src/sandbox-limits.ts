import type { JudgeLimits } from '@grindstone/contract';
import type { LanguageCommand } from './languages';
import type { SandboxLimits } from './sandbox';

const mb = 1024;

/** Compilers get generous fixed limits: g++ with bits/stdc++.h needs ≈200 MB and 2.5 s. */
export function compileLimits(command: LanguageCommand): SandboxLimits {
  return {
    cpuMs: 20_000,
    wallMs: 30_000,
    memoryKb: 1024 * mb,
    stdoutBytes: 16 * 1024,
    stderrBytes: 16 * 1024,
    pids: command.pids,
    fileSizeKb: 256 * mb,
    stackKb: 64 * mb,
    openFiles: 256,
    tmpKb: 256 * mb,
  };
}

/**
 * A test run gets the problem's limits; files and the tmpfs are capped well below them. The
 * output cap never rejects a correct answer: it is at least twice the expected output (+1 KB).
 */
export function runLimits(
  limits: JudgeLimits,
  command: LanguageCommand,
  expectedBytes: number,
): SandboxLimits {
  return {
    cpuMs: limits.cpuMs,
    wallMs: limits.wallMs,
    memoryKb: limits.memoryKb,
    stdoutBytes: Math.max(limits.outputKb * 1024, expectedBytes * 2 + 1024),
    stderrBytes: 8 * 1024,
    pids: command.pids,
    fileSizeKb: 64 * mb,
    // Deep recursion is normal in contest code: the stack may take what the memory limit allows
    // (it counts against memory anyway), and never less than 256 MB. CPython needs it for deep
    // recursion through C frames (functools.cache), which overflows its default 8 MB.
    stackKb: Math.max(256 * mb, limits.memoryKb),
    openFiles: 128,
    tmpKb: Math.min(limits.memoryKb, 128 * mb),
  };
}
