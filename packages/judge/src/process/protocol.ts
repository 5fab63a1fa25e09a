import type { JudgeJob, JudgeResult } from '@grindstone/contract';
import type { JudgeOptions } from '../create-judge';
import type { JudgeErrorCode } from '../errors';
import type { LanguageStatus } from '../languages';
import type { SandboxInfo } from '../sandbox/types';

/**
 * What the judge process is started with: the judge's options minus what cannot cross a process
 * boundary (the logger, which the child builds itself; test-only overrides).
 */
export type JudgeProcessOptions = Omit<JudgeOptions, 'logger' | 'bwrapCandidates'>;

/** Messages from the API process to its judge process. */
export type ToJudgeProcess =
  | { type: 'start'; options: JudgeProcessOptions }
  | { type: 'judge'; id: number; job: JudgeJob }
  | { type: 'close' };

/**
 * Messages from the judge process back. A job ends in a verdict (`result`) or in the judge's
 * one error type (`refused`, carrying the `JudgeError`'s code: a failure inside the judge crosses
 * as 'judge-failed', so the parent rethrows the same error the judge threw).
 */
export type FromJudgeProcess =
  | { type: 'ready'; sandbox: SandboxInfo; slots: number; languages: LanguageStatus[] }
  | { type: 'result'; id: number; result: JudgeResult }
  | { type: 'refused'; id: number; code: JudgeErrorCode; message: string };
