import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { JudgeLimits, LanguageId } from '@grindstone/contract';
import { boxDir, languages } from '../src/languages';

/** Runs a command outside any sandbox the way the judge feeds programs: stdin in, stdout out. */
export function runRaw(argv: string[], stdin = ''): Promise<{ ms: number; stdout: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0] as string, argv.slice(1), { stdio: 'pipe', env: {} });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.resume();
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${argv.join(' ')} exited ${code}`));
      else resolve({ ms: performance.now() - started, stdout });
    });
  });
}

/** Runs jobs with at most `width` at once; resolves with the total wall time in ms. */
export async function spread(jobs: (() => Promise<unknown>)[], width: number): Promise<number> {
  const started = performance.now();
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
  return performance.now() - started;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

export async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
}

/**
 * The raw toolchain for one language in a host dir holding its source (the language's `sourceFile`): the plain
 * compile command (none for JavaScript; C++ may use the judge's precompiled header in `pchDir`)
 * and the command that runs the program with the judge's own flags, outside any sandbox.
 */
export function rawToolchain(
  language: LanguageId,
  dir: string,
  limits: JudgeLimits,
  pchDir?: string,
): { compile: string[] | null; run: string[] } {
  const run = languages[language].run(limits).argv.map((arg) => arg.replace(boxDir, dir));
  if (language === 'cpp') {
    const include = pchDir ? ['-I', pchDir] : [];
    const compile = [
      'g++',
      '-std=c++17',
      '-O2',
      ...include,
      '-o',
      join(dir, 'main'),
      join(dir, 'main.cpp'),
    ];
    return { compile, run };
  }
  if (language === 'java') return { compile: ['javac', '-d', dir, join(dir, 'Main.java')], run };
  return { compile: null, run }; // JavaScript and Python have nothing to compile
}

/** Runs a raw compile command to its end; resolves with its wall time in ms. */
export async function rawCompile(command: string[] | null): Promise<number> {
  const [elapsed] = await timed(async () => {
    if (command) spawnSync(command[0] as string, command.slice(1));
  });
  return elapsed;
}
