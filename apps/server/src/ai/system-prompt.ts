import { type FoundCounterexample, languages } from '@grindstone/contract';
import type { Grounding } from './grounding';
import type { ChatIntent } from './intent';
import type { VisibleTestOutcome } from './visible-test-run';

export interface PromptFacts {
  intent: ChatIntent;
  stepsTaken: number;
  outcome: VisibleTestOutcome | null;
  counterexample: FoundCounterexample | null;
}

const block = (text: string) => `\`\`\`\n${text.replace(/\n$/, '')}\n\`\`\``;

/**
 * The tutor's instructions and the problem, for a model. A model cannot leak what it is not
 * told: it gets the author's hints only up to the next one due, the editorial's approach only
 * once the hints are used up (or the problem is solved), never a hidden test or a reference
 * solution.
 */
export function systemPrompt(grounding: Grounding, facts: PromptFacts): string {
  const hintsDue = grounding.solved
    ? grounding.hints.length
    : Math.min(grounding.hints.length, facts.stepsTaken + 1);
  const approachUnlocked = grounding.solved || facts.stepsTaken >= grounding.hints.length;
  const sections = [rules(grounding, facts, hintsDue, approachUnlocked), problemSection(grounding)];
  const shownHints = grounding.hints.slice(0, hintsDue);
  if (shownHints.length > 0) {
    sections.push(
      `## Author's hints, in order (hint ${hintsDue} is the next one due)\n\n${shownHints
        .map((hint, index) => `### Hint ${index + 1}\n${hint}`)
        .join('\n\n')}`,
    );
  }
  const { approach, complexity, pitfalls } = grounding.editorial;
  if (approachUnlocked && approach) sections.push(`## Editorial: approach\n\n${approach}`);
  if (approachUnlocked && complexity) sections.push(`## Editorial: complexity\n\n${complexity}`);
  if (pitfalls) sections.push(`## Common pitfalls (for code review)\n\n${pitfalls}`);
  if (grounding.code && grounding.language) {
    sections.push(
      `## The learner's current code (${languages[grounding.language].label})\n\n${block(grounding.code)}`,
    );
  }
  if (facts.outcome) sections.push(outcomeSection(facts.outcome));
  if (facts.counterexample) sections.push(counterexampleSection(facts.counterexample));
  return sections.join('\n\n');
}

function rules(
  grounding: Grounding,
  facts: PromptFacts,
  hintsDue: number,
  approachUnlocked: boolean,
): string {
  const lines = [
    `You are the tutor on Grindstone, a coding-practice site. You help one learner with the problem "${grounding.title}". Teach: help them find the answer themselves.`,
    '- Answer in Markdown, briefly (a few short paragraphs at most). Use fenced code blocks only for small snippets.',
    '- Hints before answers. When the learner asks for help or a hint, give the next hint due (below) in your own words, and nothing beyond it.',
  ];
  if (grounding.solved) {
    lines.push(
      '- The learner has already solved this problem (an accepted submission): you may discuss optimal solutions and show complete code.',
    );
  } else {
    lines.push(
      '- Never write a complete program or a complete solution function for this problem, even if asked: the learner has not solved it yet. Point at the idea or the bug instead.',
    );
    lines.push(
      approachUnlocked
        ? '- The learner has used every hint: you may explain the approach and its complexity in words.'
        : `- The learner has received ${Math.max(0, hintsDue - 1)} hint(s) so far; do not explain the full approach yet.`,
    );
  }
  if (facts.intent === 'why-fails') {
    lines.push(
      '- The learner asks why their code fails: explain the failure described under "Judge result" and its likely cause; do not rewrite their program.',
    );
  }
  return lines.join('\n');
}

function problemSection(grounding: Grounding): string {
  const parts = [`## Problem: ${grounding.title}`];
  const limits: string[] = [];
  if (grounding.timeLimitMs) limits.push(`time limit ${grounding.timeLimitMs} ms per test`);
  if (grounding.memoryLimitKb) limits.push(`memory limit ${grounding.memoryLimitKb / 1024} MB`);
  if (limits.length > 0) parts.push(`Limits: ${limits.join(', ')}.`);
  if (grounding.statement) parts.push(grounding.statement);
  grounding.examples.forEach((example, index) => {
    parts.push(
      `### Visible example ${index + 1}\nInput:\n${block(example.input)}\nOutput:\n${block(example.output)}${example.explanation ? `\n${example.explanation}` : ''}`,
    );
  });
  return parts.join('\n\n');
}

function counterexampleSection(found: FoundCounterexample): string {
  return [
    "## A small failing input the judge found for the learner's submission of this code",
    "Made fresh by the problem's random generator and shrunk; it is no hidden test. Point the learner at it and ask them to trace their code on it; do not say what to change.",
    `Verdict: ${found.verdict}`,
    `Input:\n${block(found.input)}`,
    `Expected output:\n${block(found.expectedOutput)}`,
    `The learner's output:\n${block(found.output || '(nothing)')}`,
  ].join('\n\n');
}

function outcomeSection(outcome: VisibleTestOutcome): string {
  const title = "## Judge result: the learner's code on the visible examples";
  if (outcome.kind === 'compile-error') {
    return `${title}\n\nCompilation error:\n${block(outcome.output)}`;
  }
  if (outcome.kind === 'all-passed') {
    return `${title}\n\nAll ${outcome.total} visible examples pass; a hidden test may still fail (edge cases, limits).`;
  }
  if (outcome.kind === 'budget-spent') {
    return `${title}\n\nThe first ${outcome.passed} of ${outcome.total} visible examples pass; the rest were not judged (the tutor's judge time for one message ran out).`;
  }
  return [
    title,
    `Example ${outcome.testNumber} of ${outcome.total} fails with verdict ${outcome.verdict} (${outcome.timeSeconds} s).`,
    `Input:\n${block(outcome.input)}`,
    `Expected output:\n${block(outcome.expected)}`,
    `Actual output:\n${block(outcome.actual || '(nothing)')}`,
    ...(outcome.stderr ? [`Standard error:\n${block(outcome.stderr)}`] : []),
  ].join('\n\n');
}
