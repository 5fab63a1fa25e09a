import type { ProviderTurn } from './providers/provider';

/**
 * What the learner asks for, recognised from the words of the message. The quick actions'
 * texts ("Give me a hint", "Why does my code fail?", "Explain the approach") are the canonical
 * examples; free text is matched by the same patterns.
 */
export type ChatIntent = 'why-fails' | 'hint' | 'approach' | 'other';

const whyFails =
  /\b(why|what)\b.*\b(fail|fails|failing|wrong|incorrect|error|bug|broken|crash)|\b(debug|fix)\b.*\bcode\b|\bwrong answer\b|\breview\b.*\bcode\b|\bdoesn'?t work|\bnot working\b|\btime limit\b|\btle\b/i;
const hint = /\bhints?\b|\bnudge\b|\bstuck\b|\bclue\b|\bwhere (do|should) i (start|begin)\b/i;
const approach =
  /\bapproach\b|\bcomplexity\b|\bbig[- ]?o\b|\bsolution\b|\bsolve (this|it)\b|\balgorithm\b|\boptimal\b|\beditorial\b|\bhow (do|should|can|would) (i|we|you) solve\b/i;

export function classifyIntent(message: string): ChatIntent {
  if (whyFails.test(message)) return 'why-fails';
  if (hint.test(message)) return 'hint';
  if (approach.test(message)) return 'approach';
  return 'other';
}

/**
 * How many steps of the hint ladder this conversation has used: every earlier request for a
 * hint or for the approach took one (an approach asked for too early is answered with the next
 * hint). Counted from the learner's own turns, so it works the same whichever provider wrote the
 * replies, and the server keeps no state between requests.
 */
export function hintStepsTaken(earlierTurns: readonly ProviderTurn[]): number {
  return earlierTurns.filter((turn) => {
    if (turn.role !== 'user') return false;
    const intent = classifyIntent(turn.text);
    return intent === 'hint' || intent === 'approach';
  }).length;
}
