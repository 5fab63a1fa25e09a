import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { boxDir, type Language } from './languages';
import type { Sandbox } from './sandbox';
import { isTrustedTree, trustedDir } from './sandbox/cache-dir';
import { compileLimits } from './sandbox-limits';

export type CompileOutcome =
  | { ok: true; output: string; artefactDir: string }
  | { ok: false; output: string };

const outputCap = 8 * 1024;
const maxEntries = 256;

/**
 * Compiles each (language, flags, code) once: a Run followed by a Submit of the same code, or two
 * users submitting the same solution, reuse the artefact. Concurrent identical compiles share
 * one promise. Successful artefacts also survive on disk for other judge processes.
 */
export function createCompileCache(sandbox: Sandbox) {
  const { cacheDir } = sandbox;
  // Slot uids reach an artefact by its name (mounted at /box) but cannot list the others.
  const artefactsDir = trustedDir(join(cacheDir, 'artefacts'), 0o711);
  const entries = new Map<string, Promise<CompileOutcome>>();
  const prepared = new Map<string, ReturnType<NonNullable<Language['prepare']>>>();

  const prepare = (language: Language) => {
    let preparation = prepared.get(language.id);
    if (!preparation) {
      preparation = language.prepare?.(cacheDir) ?? Promise.resolve({ mounts: [] });
      prepared.set(language.id, preparation);
    }
    return preparation;
  };

  async function compileFresh(language: Language, code: string, key: string) {
    const finalDir = join(artefactsDir, key);
    if (existsSync(join(finalDir, '.ok'))) {
      // Reused only if nobody but us could have written any of it (see sealWorkDir).
      if (isTrustedTree(finalDir)) return { ok: true, output: '', artefactDir: finalDir } as const;
      console.warn(`[judge] recompiling: ${finalDir} is writable by or owned by another uid`);
      rmSync(finalDir, { recursive: true, force: true });
    }
    const workDir = sandbox.createWorkDir('compile');
    try {
      writeFileSync(join(workDir, language.sourceFile), code, { mode: 0o644 });
      const command = language.compile(await prepare(language));
      const outcome = await sandbox.run({
        argv: command.argv,
        env: command.env ?? { PATH: '/usr/bin:/bin' },
        mounts: [{ host: workDir, sandbox: boxDir, writable: true }, ...(command.mounts ?? [])],
        cwd: boxDir,
        proc: command.proc,
        stdin: '',
        limits: compileLimits(command),
        untilGone: true,
      });
      const output = cap(`${outcome.stdout}${outcome.stderr}`.replaceAll(`${boxDir}/`, ''));
      if (outcome.stoppedFor || outcome.signal !== null) {
        const why = outcome.stoppedFor ?? `signal ${outcome.signal}`;
        return { ok: false, output: cap(`Compilation stopped (${why}).\n${output}`) } as const;
      }
      if (outcome.exitCode !== 0) return { ok: false, output } as const;
      sandbox.sealWorkDir(workDir);
      writeFileSync(join(workDir, '.ok'), '', { mode: 0o644 });
      try {
        renameSync(workDir, finalDir);
      } catch {
        // Another judge process finished the same compile first: use its artefact.
        rmSync(workDir, { recursive: true, force: true });
      }
      return { ok: true, output, artefactDir: finalDir } as const;
    } finally {
      if (existsSync(workDir)) rmSync(workDir, { recursive: true, force: true });
    }
  }

  return {
    /** Starts one-time preparations (the C++ precompiled header, ≈5 s) before the first job. */
    warmUp(available: Language[]) {
      for (const language of available) prepare(language).catch(() => {});
    },
    compile(language: Language, code: string): Promise<CompileOutcome> {
      const key = createHash('sha256')
        .update(`${language.id}\0${language.compileFingerprint}\0${code}`)
        .digest('hex')
        .slice(0, 32);
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key); // re-insert: Map order doubles as least-recently-used order
        entries.set(key, cached);
        return cached;
      }
      const promise = compileFresh(language, code, key);
      // A sandbox failure is not a verdict: do not cache it.
      promise.catch(() => entries.delete(key));
      entries.set(key, promise);
      evict();
      return promise;
    },
  };

  function evict() {
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
      rmSync(join(artefactsDir, oldest), { recursive: true, force: true });
    }
  }
}

function cap(text: string): string {
  if (text.length <= outputCap) return text;
  return `${text.slice(0, outputCap)}\n… (compiler output truncated)`;
}
