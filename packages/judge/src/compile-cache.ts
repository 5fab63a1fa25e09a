import { createHash } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createArtefactStore } from './artefact-store';
import { boxDir, type Language } from './languages';
import { type JudgeLogger, jsonLinesLogger } from './logger';
import type { Sandbox } from './sandbox';
import { compileLimits } from './sandbox-limits';

export type CompileOutcome =
  | { ok: true; output: string; artefactDir: string }
  | { ok: false; output: string };

const outputCap = 8 * 1024;
const maxEntries = 256;
/** A program whose artefact keeps vanishing is not compiled forever: the job fails instead. */
const compileAttempts = 3;

/**
 * Compiles each (language, flags, code) once: a Run followed by a Submit of the same code, or two
 * users submitting the same solution, reuse the artefact. Concurrent identical compiles share
 * one promise. Artefacts live in the cache dir's shared store (artefact-store.ts), where other
 * judge processes find them too; this cache remembers up to `maxEntries` programs and holds
 * each remembered artefact there, so no other process deletes it meanwhile.
 */
export function createCompileCache(
  sandbox: Sandbox,
  options: { maxEntries?: number; logger?: JudgeLogger } = {},
) {
  const logger = options.logger ?? jsonLinesLogger('judge');
  const { cacheDir } = sandbox;
  const capacity = options.maxEntries ?? maxEntries;
  const store = createArtefactStore(cacheDir, logger);
  setImmediate(() => store.sweep());
  /** Least recently used first; every successful outcome holds its artefact once. */
  const entries = new Map<string, Promise<CompileOutcome>>();
  const prepared = new Map<string, ReturnType<NonNullable<Language['prepare']>>>();

  const prepare = (language: Language) => {
    let preparation = prepared.get(language.id);
    if (!preparation) {
      preparation = language.prepare?.(cacheDir, logger) ?? Promise.resolve({ mounts: [] });
      prepared.set(language.id, preparation);
    }
    return preparation;
  };

  async function compileFresh(language: Language, code: string, key: string, stage: Stage) {
    // Another judge process (or an earlier entry of ours) may have compiled it already.
    const found = store.find(key);
    if (found) return { ok: true, output: '', artefactDir: found } as const;
    const workDir = sandbox.createWorkDir('compile');
    try {
      const files = language.sourceFiles?.(code) ?? { [language.sourceFile]: code };
      for (const [name, content] of Object.entries(files)) {
        writeFileSync(join(workDir, name), content, { mode: 0o644 });
      }
      if (stage === 'source') {
        sandbox.sealWorkDir(workDir);
        return { ok: true, output: '', artefactDir: store.install(key, workDir) } as const;
      }
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
      return { ok: true, output, artefactDir: store.install(key, workDir) } as const;
    } finally {
      if (existsSync(workDir)) rmSync(workDir, { recursive: true, force: true });
    }
  }

  /**
   * The program's outcome with one more hold on its artefact for the caller, after checking
   * that the artefact is still complete on disk: the cache's hold keeps other judges from
   * deleting it, not a temp-dir cleaner or an operator. A vanished artefact is compiled again.
   */
  async function acquire(language: Language, code: string, key: string, stage: Stage) {
    for (let attempt = 1; ; attempt++) {
      const promise = compileKeyed(language, code, key, stage);
      const outcome = await promise;
      if (!outcome.ok) return outcome;
      if (store.hold(outcome.artefactDir)) {
        if (store.intact(outcome.artefactDir)) return outcome;
        store.release(outcome.artefactDir);
      }
      forget(key, promise);
      if (attempt >= compileAttempts) {
        throw new Error(`the compiled program keeps disappearing from ${outcome.artefactDir}`);
      }
    }
  }

  return {
    /** Starts one-time preparations (the C++ precompiled header, ≈5 s) before the first job. */
    warmUp(available: Language[]) {
      for (const language of available) prepare(language).catch(() => {});
    },
    /** The remembered (or new) outcome; its artefact is held only as long as it is remembered. */
    compile: (language: Language, code: string) =>
      compileKeyed(language, code, artefactKey(language, code), 'compiled'),
    /** Whether this program's compile outcome is remembered (ok or not). */
    remembers: (language: Language, code: string) => entries.has(artefactKey(language, code)),
    /**
     * Compiles (or reuses) the program and hands the outcome to `use`; the artefact stays on disk
     * until `use` settles even if the cache evicts it meanwhile (a burst of other programs) or
     * another judge process drops it. If `use` fails and the artefact turns out to be gone
     * (deleted behind the judge's back), the program is compiled again and `use` retried once.
     */
    async withArtefact<T>(
      language: Language,
      code: string,
      use: (outcome: CompileOutcome) => Promise<T>,
      stage: Stage = 'compiled',
    ): Promise<T> {
      const key = artefactKey(language, code, stage);
      for (let attempt = 1; ; attempt++) {
        const outcome = await acquire(language, code, key, stage);
        if (!outcome.ok) return use(outcome);
        try {
          return await use(outcome);
        } catch (error) {
          if (attempt >= 2 || store.intact(outcome.artefactDir)) throw error;
          logger.warn(
            { artefactDir: outcome.artefactDir, err: error },
            'a compiled program vanished during a job; compiling it again',
          );
          const current = entries.get(key);
          if (current) forget(key, current);
        } finally {
          store.release(outcome.artefactDir);
        }
      }
    },
  };

  function compileKeyed(
    language: Language,
    code: string,
    key: string,
    stage: Stage,
  ): Promise<CompileOutcome> {
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key); // re-insert: Map order doubles as least-recently-used order
      entries.set(key, cached);
      return cached;
    }
    const promise = compileFresh(language, code, key, stage);
    // A sandbox failure is not a verdict: do not cache it.
    promise.catch(() => {
      if (entries.get(key) === promise) entries.delete(key);
    });
    entries.set(key, promise);
    evict();
    return promise;
  }

  /** Drops an entry (if it is still `promise`) and, once it has settled, its hold. */
  function forget(key: string, promise: Promise<CompileOutcome>) {
    if (entries.get(key) !== promise) return;
    entries.delete(key);
    promise.then(
      (outcome) => {
        if (outcome.ok) store.release(outcome.artefactDir);
      },
      () => {},
    );
  }

  function evict() {
    while (entries.size > capacity) {
      const [key, promise] = entries.entries().next().value as [string, Promise<CompileOutcome>];
      forget(key, promise);
    }
  }
}

/**
 * What an artefact holds: the compiler's output, or (for a language whose compile step is only
 * a check, see `Language.mayBeSyntaxError`) the source alone, not checked yet.
 */
export type Stage = 'compiled' | 'source';

/** The name a program's artefacts go by in the store: hash(language, compile flags, code). */
export function artefactKey(language: Language, code: string, stage: Stage = 'compiled'): string {
  const fingerprint = stage === 'source' ? 'source only' : language.compileFingerprint;
  return createHash('sha256')
    .update(`${language.id}\0${fingerprint}\0${code}`)
    .digest('hex')
    .slice(0, 32);
}

function cap(text: string): string {
  if (text.length <= outputCap) return text;
  return `${text.slice(0, outputCap)}\n… (compiler output truncated)`;
}
