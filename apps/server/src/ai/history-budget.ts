import type { ProviderTurn } from './providers/provider';

/**
 * The newest turns that fit in `budgetChars` (the newest always goes, whatever its size): long
 * conversations drop their oldest turns instead of growing every request without bound. The
 * result starts with a learner turn, as Gemini requires and every provider accepts.
 */
export function trimHistory(turns: readonly ProviderTurn[], budgetChars: number): ProviderTurn[] {
  const kept: ProviderTurn[] = [];
  let used = 0;
  for (let index = turns.length - 1; index >= 0; index -= 1) {
    const turn = turns[index] as ProviderTurn;
    if (kept.length > 0 && used + turn.text.length > budgetChars) break;
    kept.unshift(turn);
    used += turn.text.length;
  }
  while (kept.length > 1 && kept[0]?.role !== 'user') kept.shift();
  return kept;
}
