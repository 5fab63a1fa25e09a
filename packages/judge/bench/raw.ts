import { spawn } from 'node:child_process';

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
