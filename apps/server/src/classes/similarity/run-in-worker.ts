import { Worker } from 'node:worker_threads';
import type { StoredSimilarityPair } from '../../db/schema';
import { similarityWorkerEntry } from '../../paths';
import type { ProblemToCompare } from './compare';

/**
 * Runs one similarity comparison in a worker thread and resolves with its pairs. From the bundle
 * the worker is `dist/similarity-worker.js`; from source (tests, tsx) it registers tsx first,
 * since a worker thread does not inherit the parent's `--import tsx`.
 */
export function compareInWorker(problems: ProblemToCompare[]): Promise<StoredSimilarityPair[]> {
  const worker = similarityWorkerEntry.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(similarityWorkerEntry)}); });`,
        { eval: true, workerData: problems },
      )
    : new Worker(similarityWorkerEntry, { workerData: problems });
  return new Promise((resolve, reject) => {
    worker.once('message', (pairs: StoredSimilarityPair[]) => {
      resolve(pairs);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`similarity worker exited with code ${code}`));
    });
  });
}
