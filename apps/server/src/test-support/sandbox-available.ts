import { createJudge } from '@grindstone/judge';

/**
 * Judge-backed API tests need the real sandbox (root, bubblewrap, cgroups — as in CI). Elsewhere
 * they are skipped with this printed reason rather than silently passing.
 */
export function judgeSkipReason(): string | null {
  const mode = createJudge({ slots: 1 }).sandbox;
  if (mode.mode === 'full' || mode.mode === 'reduced') return null;
  return `the judge sandbox is unavailable here (${mode.summary})`;
}
