import { parentPort, workerData } from 'node:worker_threads';
import { type ProblemToCompare, similarityReport } from './compare';

// The similarity job's thread: fingerprinting and comparing thousands of programs is CPU work
// that would otherwise stall every request the server is answering.
parentPort?.postMessage(similarityReport(workerData as ProblemToCompare[]));
