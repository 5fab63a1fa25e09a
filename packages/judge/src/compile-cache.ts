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
export function createCompileCache(sandbox: Sandbox, options: { maxEntries?: number } = {}) {
  const { cacheDir } = sandbox;
  const capacity = options.maxEntries ?? maxEntries;
  /** Jobs running from each artefact: an evicted one is removed only when the last finishes. */
  const users = new Map<string, number>();
  const evictedInUse = new Set<string>();
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
    compile: (language: Language, code: string) =>
      compileKeyed(language, code, keyOf(language, code)),
    /**
     * Compiles (or reuses) the program and hands the outcome to `use`; the artefact stays on disk
     * until `use` settles even if the cache evicts it meanwhile (a burst of other programs).
     */
    async withArtefact<T>(
      language: Language,
      code: string,
      use: (outcome: CompileOutcome) => Promise<T>,
    ): Promise<T> {
      const key = keyOf(language, code);
      users.set(key, (users.get(key) ?? 0) + 1);
      try {
        return await use(await compileKeyed(language, code, key));
      } finally {
        const left = (users.get(key) ?? 1) - 1;
        if (left > 0) users.set(key, left);
        else {
          users.delete(key);
          if (evictedInUse.delete(key)) removeArtefact(key);
        }
      }
    },
  };

  function keyOf(language: Language, code: string) {
    return createHash('sha256')
      .update(`${language.id}\0${language.compileFingerprint}\0${code}`)
      .digest('hex')
      .slice(0, 32);
  }

  function compileKeyed(language: Language, code: string, key: string): Promise<CompileOutcome> {
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key); // re-insert: Map order doubles as least-recently-used order
      entries.set(key, cached);
      return cached;
    }
    evictedInUse.delete(key); // live again: its (re)compiled dir must stay
    const promise = compileFresh(language, code, key);
    // A sandbox failure is not a verdict: do not cache it.
    promise.catch(() => entries.delete(key));
    entries.set(key, promise);
    evict();
    return promise;
  }

  function evict() {
    while (entries.size > capacity) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
      if (users.has(oldest)) evictedInUse.add(oldest);
      else removeArtefact(oldest);
    }
  }

  function removeArtefact(key: string) {
    rmSync(join(artefactsDir, key), { recursive: true, force: true });
  }
}

function cap(text: string): string {
  if (text.length <= outputCap) return text;
  return `${text.slice(0, outputCap)}\n… (compiler output truncated)`;
}
