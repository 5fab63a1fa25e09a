// @grindstone/judge: the sandboxed judge engine. The server runs it in a process of its own
// (startJudgeProcess) behind an in-process queue, or sends jobs to `npm run worker`s through
// Redis (createBullmqQueue); it never spawns a compiler or a program itself. See docs/judge.md.
export { check, checkers } from './checkers';
export { checkerFailurePrefix } from './checkers/custom/checker-verdict';
export { createJudge, type Judge, type JudgeOptions } from './create-judge';
export { JudgeError, type JudgeErrorCode, parseJudgeJob } from './errors';
export {
  judgeConfigShape,
  judgeCrossVariableProblems,
  judgeOptionsFrom,
} from './judge-config';
export { createJudge0Judge, type Judge0Options } from './judge0/judge0-judge';
export { type LanguageStatus, languages } from './languages';
export { javaMainClass } from './languages/java';
export { type JudgeLogger, jsonLinesLogger } from './logger';
export type { JudgeProcessOptions } from './process/protocol';
export { type JudgeProcessSpawn, startJudgeProcess } from './process/start-judge-process';
export {
  createBullmqQueue,
  createInProcessQueue,
  type InProcessQueueOptions,
  type JudgeQueue,
  type JudgeTicket,
  startBullmqWorker,
} from './queue';
export { processToken, tokenAlive } from './sandbox/process-alive';
export type { SandboxInfo, SandboxMode } from './sandbox/types';
