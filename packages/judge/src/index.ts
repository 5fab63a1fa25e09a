// @grindstone/judge: the sandboxed judge engine. The server calls createJudgeQueue() with a judge
// from createConfiguredJudge() and never spawns anything itself. See docs/judge.md.
export { checkers } from './checkers';
export { createConfiguredJudge } from './configured-judge';
export { createJudge, internalError, type Judge, type JudgeOptions } from './create-judge';
export { JudgeError, type JudgeErrorCode } from './errors';
export {
  judgeConfigShape,
  judgeCrossVariableProblems,
  judgeOptionsFrom,
} from './judge-config';
export { createJudge0Judge, type Judge0Options } from './judge0/judge0-judge';
export { type LanguageStatus, languages } from './languages';
export { type JudgeLogger, jsonLinesLogger } from './logger';
export {
  createBullmqQueue,
  createInProcessQueue,
  createJudgeQueue,
  type JudgeQueue,
  startBullmqWorker,
} from './queue';
export type { SandboxInfo, SandboxMode } from './sandbox/types';
