import type { FoundCounterexample } from '@grindstone/contract';
import type { Grounding } from '../grounding';
import type { ChatIntent } from '../intent';
import type { VisibleTestOutcome } from '../visible-test-run';
import { likelyCauses } from './likely-causes';

export interface OfflineQuestion {
  intent: ChatIntent;
  /** Hint-ladder steps earlier turns used (see `hintStepsTaken`). */
  stepsTaken: number;
  /** The learner's code judged on the visible examples, for "why does my code fail". */
  outcome: VisibleTestOutcome | null;
  /** The finder's small failing input for this code, when the learner asked for one. */
  counterexample: FoundCounterexample | null;
}

const fence = (text: string) => {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}\n${text.replace(/\n$/, '')}\n${ticks}`;
};

/**
 * The built-in tutor: no network, no model, the same answer for the same question. It walks the
 * author's hints in order, explains the first failing visible example of the learner's code, and
 * gives the editorial's approach only once the hints are used up (or the problem is solved).
 */
export function offlineAnswer(grounding: Grounding, question: OfflineQuestion): string {
  switch (question.intent) {
    case 'hint':
      return nextStep(grounding, question.stepsTaken, false);
    case 'approach':
      return nextStep(grounding, question.stepsTaken, true);
    case 'why-fails':
      return explainFailure(grounding, question.outcome, question.counterexample);
    default:
      return whatICanDo(grounding);
  }
}

/** Hint 1, 2, 3…, then the approach: the ladder every request for help climbs one step. */
function nextStep(grounding: Grounding, stepsTaken: number, askedForApproach: boolean): string {
  const { hints } = grounding;
  if (grounding.solved && askedForApproach) return approachAnswer(grounding);
  if (stepsTaken < hints.length) {
    const lead = askedForApproach
      ? 'Let’s get there one step at a time: the approach comes after the hints.\n\n'
      : '';
    const more =
      stepsTaken + 1 < hints.length
        ? 'Ask for another hint when you have thought about this one.'
        : 'That was the last hint. Ask for the approach if you still need it.';
    return `${lead}**Hint ${stepsTaken + 1} of ${hints.length}**\n\n${hints[stepsTaken]}\n\n${more}`;
  }
  const lead =
    hints.length > 0 && !askedForApproach ? `You have seen all ${hints.length} hints. ` : '';
  return `${lead}${approachAnswer(grounding)}`;
}

function approachAnswer(grounding: Grounding): string {
  const { approach, complexity } = grounding.editorial;
  if (!approach && !complexity) {
    return `This problem has no written editorial, so I cannot give you the author’s approach. Re-read the constraints${grounding.constraints ? ` (${oneLine(grounding.constraints)})` : ''}: they tell you how fast the solution must be.`;
  }
  const parts = ['**The approach**'];
  if (approach) parts.push(approach);
  if (complexity) parts.push(`**Complexity**\n\n${complexity}`);
  return parts.join('\n\n');
}

function explainFailure(
  grounding: Grounding,
  outcome: VisibleTestOutcome | null,
  counterexample: FoundCounterexample | null,
): string {
  if (!outcome) {
    return grounding.code
      ? 'I can only check code for a problem with examples, and this one has none I can use.'
      : 'Write some code in the editor first, then ask again: I will run it on the visible examples and explain the first one it fails.';
  }
  if (outcome.kind === 'compile-error') {
    return `Your code does not compile. The compiler says:\n\n${fence(outcome.output || '(no output)')}\n\nFix the first error first: the later ones often follow from it.`;
  }
  if (outcome.kind === 'budget-spent') {
    return `Your code passes the first ${outcome.passed} of ${outcome.total} visible examples. I stopped there: one message may use only a few seconds of the judge. Use **Run** to check them all.`;
  }
  if (outcome.kind === 'all-passed' && counterexample) {
    return pointAtCounterexample(outcome.total, counterexample);
  }
  if (outcome.kind === 'all-passed') {
    const pitfalls = grounding.editorial.pitfalls;
    return [
      `Your code passes all ${outcome.total} visible examples. If Submit still fails, a hidden test finds a case the examples do not show.`,
      pitfalls
        ? `The author lists these pitfalls for this problem:\n\n${pitfalls}`
        : 'Think about the edge cases the constraints allow: the smallest input, duplicates, negative numbers, values that overflow 32 bits, and the largest input (speed).',
    ].join('\n\n');
  }
  const causes = likelyCauses(outcome, grounding.editorial.complexity, grounding.language);
  return [
    `Your code fails visible example ${outcome.testNumber} of ${outcome.total}: **${outcome.verdict}**.`,
    `Input:\n\n${fence(outcome.input)}`,
    `Expected:\n\n${fence(outcome.expected)}`,
    `Your output:\n\n${fence(outcome.actual || '(nothing)')}`,
    `Likely causes:\n\n${causes.map((cause) => `- ${cause}`).join('\n')}`,
  ].join('\n\n');
}

/**
 * Points at the small failing input without saying what to change: the learner traces it by
 * hand and finds the mistake themselves.
 */
function pointAtCounterexample(examples: number, found: FoundCounterexample): string {
  return [
    `Your code passes all ${examples} visible examples, but the judge found a small input on which it disagrees with the reference (**${found.verdict}**):`,
    `Input:\n\n${fence(found.input)}`,
    `Expected:\n\n${fence(found.expectedOutput)}`,
    `Your output:\n\n${fence(found.output || '(nothing)')}`,
    'Trace your code by hand on this input, one step at a time, and write down what each variable holds. Where does your trace first differ from how you would solve it on paper? That step is where the mistake is.',
  ].join('\n\n');
}

function whatICanDo(grounding: Grounding): string {
  return [
    `I am the built-in offline tutor for **${grounding.title}**. I do not understand free-form questions, but I can:`,
    '- give you the next **hint** (ask "Give me a hint"),',
    '- run your code on the visible examples and explain the first one it fails (ask "Why does my code fail?"),',
    '- explain the **approach** and its complexity once you have seen the hints (ask "Explain the approach").',
  ].join('\n');
}

const oneLine = (text: string) => text.replace(/\s*\n\s*-?\s*/g, '; ').replace(/^-\s*/, '');
