import type { AiStatus } from '@grindstone/contract';

/** Who answers, said honestly: the built-in tutor is not a language model. */
export function tutorLabel(status: AiStatus | undefined): string | null {
  if (!status) return null;
  if (status.provider === 'offline') {
    return 'Built-in offline tutor: it gives the problem author’s hints in order, runs your code on the examples and explains the approach. No AI model is used.';
  }
  if (status.provider === 'off') return null;
  return `Answers come from the AI model ${status.model ?? 'configured on this server'}.`;
}
