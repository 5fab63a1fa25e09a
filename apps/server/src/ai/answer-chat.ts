import {
  AI_FAILURE_MESSAGE,
  type ChatRequest,
  type FoundCounterexample,
  turnText,
} from '@grindstone/contract';
import type { Config } from '../config/config';
import { AppError } from '../errors';
import type { JudgeHandle } from '../judging/judge-port';
import type { ProblemsRepository } from '../problems/repository';
import type { SubmissionsRepository } from '../submissions/repository';
import { givesAwaySolution } from './complete-solution-check';
import { type Grounding, loadGrounding, type ProblemCheck } from './grounding';
import { trimHistory } from './history-budget';
import { type ChatIntent, classifyIntent, hintStepsTaken } from './intent';
import { offlineAnswer } from './offline/offline-tutor';
import type { Tutor } from './providers/create-provider';
import { ProviderFailure, type ProviderTurn } from './providers/provider';
import { createReplyGuard } from './reply-guard';
import { systemPrompt } from './system-prompt';
import { type TutorJudge, tutorJudge } from './tutor-judge';
import { runOnVisibleTests, type VisibleTestOutcome } from './visible-test-run';

export interface ChatDeps {
  config: Pick<Config, 'AI_HISTORY_CHARS'>;
  problems: ProblemsRepository;
  /** To find the small failing input the finder stored for the learner's current code. */
  submissions: Pick<SubmissionsRepository, 'listFor'>;
  judge: JudgeHandle;
  tutor: Tutor;
}

/** Everything the answer is built from, gathered on the server before any provider is called. */
export interface PreparedChat {
  grounding: Grounding;
  check: ProblemCheck;
  turns: ProviderTurn[];
  intent: ChatIntent;
  stepsTaken: number;
  outcome: VisibleTestOutcome | null;
  /**
   * For "why does my code fail": the small failing input the finder found for a submission of
   * exactly the code in the editor, if the learner asked for one. Made fresh, never a hidden test.
   */
  counterexample: FoundCounterexample | null;
  /** The judge with this message's budget, for the reply check too. */
  judge: TutorJudge;
}

export const TUTOR_OFF_MESSAGE = 'The AI tutor is turned off on this server.';

/**
 * The grounding work: the stored problem, the learner's solved mark, what the newest message asks,
 * how far up the hint ladder the conversation is, and — for "why does my code fail" — the
 * learner's code judged on the visible examples. Every judge run is taken from the learner's judge
 * rate limit by `takeJudgeRun`, which throws the 429 when that is spent.
 */
export async function prepareChat(
  deps: ChatDeps,
  userId: string,
  request: ChatRequest,
  takeJudgeRun: () => Promise<void>,
): Promise<PreparedChat> {
  if (deps.tutor.kind === 'off') throw new AppError('UNAVAILABLE', TUTOR_OFF_MESSAGE);
  const judge = tutorJudge(deps.judge, { learner: userId, takeRun: takeJudgeRun });
  const { grounding, check } = await loadGrounding(deps.problems, userId, request);
  const turns = request.messages.map((turn) => ({ role: turn.role, text: turnText(turn) }));
  const newest = turns.at(-1) as ProviderTurn;
  const intent = classifyIntent(newest.text);
  const canJudge = grounding.code && grounding.language && grounding.examples.length > 0;
  const outcome =
    intent === 'why-fails' && canJudge
      ? await runOnVisibleTests(
          judge,
          check,
          grounding.examples,
          grounding.code as string,
          grounding.language as NonNullable<Grounding['language']>,
        )
      : null;
  const counterexample =
    intent === 'why-fails' && grounding.problemId && grounding.code
      ? await storedCounterexample(deps.submissions, userId, grounding.problemId, grounding.code)
      : null;
  return {
    grounding,
    check,
    turns,
    intent,
    stepsTaken: hintStepsTaken(turns.slice(0, -1)),
    outcome,
    counterexample,
    judge,
  };
}

/** The finder's input for the newest submission of this very code, when one was found. */
async function storedCounterexample(
  submissions: ChatDeps['submissions'],
  userId: string,
  problemId: string,
  code: string,
): Promise<FoundCounterexample | null> {
  const same = (await submissions.listFor(userId, problemId)).find(
    (submission) => submission.code.trim() === code.trim(),
  );
  return same?.counterexample?.found ? same.counterexample : null;
}

/**
 * The reply, piece by piece as the tutor produces it. A model's reply goes through the reply
 * guard (complete solutions removed until the learner has solved the problem); the offline
 * tutor's is deterministic and carries no solution code. Provider failures become 503s with the
 * message the client shows; their details go to the log only.
 */
export async function* chatReply(
  deps: ChatDeps,
  chat: PreparedChat,
  options: { stream: boolean; signal: AbortSignal },
): AsyncGenerator<string, void, undefined> {
  if (deps.tutor.kind !== 'model') {
    const answer = offlineAnswer(chat.grounding, chat);
    // Streamed line by line, like a model would, so clients handle one shape.
    for (const line of answer.split(/(?<=\n)/)) yield line;
    return;
  }
  const { provider } = deps.tutor;
  const { grounding, check, judge } = chat;
  const guard = createReplyGuard(async (block, earlier) =>
    grounding.solved
      ? false
      : givesAwaySolution(judge, check, grounding.examples, grounding.code, block, earlier),
  );
  let produced = false;
  try {
    const request = {
      system: systemPrompt(chat.grounding, chat),
      turns: trimHistory(chat.turns, deps.config.AI_HISTORY_CHARS),
    };
    for await (const piece of provider.reply(request, options)) {
      const shown = await guard.push(piece);
      if (shown) {
        produced = true;
        yield shown;
      }
    }
    const rest = await guard.end();
    if (rest) {
      produced = true;
      yield rest;
    }
    if (!produced) throw new ProviderFailure('malformed', 'empty reply');
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    const failure = new AppError('UNAVAILABLE', AI_FAILURE_MESSAGE);
    failure.logDetail = `AI provider ${provider.name} (${provider.model}) failed: ${error.message}`;
    throw failure;
  }
}
