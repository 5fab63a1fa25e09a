import { type LanguageId, languages, selectorOrder } from '@grindstone/contract/vocabulary';

/** mm:ss for a count of whole seconds (minutes keep counting past 59). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Left panel 20–80 % wide, editor 30–85 % high: docs/product.md#panels-and-dividers. */
export const horizontalSplit = { min: 20, max: 80, initial: 50 } as const;
export const verticalSplit = { min: 30, max: 85, initial: 70 } as const;

/** The new divider position for a key press, or null when the key does not move it. */
export function separatorKeyStep(
  key: string,
  value: number,
  range: { min: number; max: number },
): number | null {
  const step = { ArrowLeft: -5, ArrowUp: -5, ArrowRight: 5, ArrowDown: 5 }[key];
  if (step !== undefined) return clamp(value + step, range.min, range.max);
  if (key === 'Home') return range.min;
  if (key === 'End') return range.max;
  return null;
}

/** Editor languages in the selector's order, with Monaco's language ids. */
export const editorLanguages: readonly { id: LanguageId; label: string; monaco: string }[] =
  selectorOrder.map((id) => ({ id, label: languages[id].label, monaco: languages[id].monaco }));

/** The start code for a language; entries are labelled 'C++', 'Java', 'JavaScript'. */
export function startCodeFor(
  startCode: readonly { language: string; initialCode: string }[],
  language: LanguageId,
): string {
  const label = languages[language].label.toLowerCase();
  const entry = startCode.find(
    (item) => item.language.toLowerCase() === label || item.language.toLowerCase() === language,
  );
  return entry?.initialCode ?? '';
}

export interface DraftStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Whose draft, of which problem, in which language. Guests share one slot per browser. */
export interface DraftSlot {
  userId: string | null;
  problemId: string;
  language: LanguageId;
}

/** Keyed by account too: the next person on a shared browser never sees someone else's code. */
const draftKey = ({ userId, problemId, language }: DraftSlot) =>
  `grindstone:draft:${userId === null ? 'guest' : `user-${userId}`}:${problemId}:${language}`;

/** The learner's unsent code per account, problem and language, kept in localStorage. */
export function loadDraft(store: DraftStore | undefined, slot: DraftSlot) {
  try {
    return store?.getItem(draftKey(slot)) ?? null;
  } catch {
    return null;
  }
}

export function saveDraft(
  store: DraftStore | undefined,
  slot: DraftSlot,
  code: string,
  startCode: string,
) {
  try {
    // Untouched start code is not a draft: a later change to the template then shows through.
    if (code === startCode) store?.removeItem(draftKey(slot));
    else store?.setItem(draftKey(slot), code);
  } catch {
    // Storage full or disabled: the draft just is not kept.
  }
}

export function browserStorage(): DraftStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Ctrl/Cmd+Enter runs, Ctrl/Cmd+' submits. */
export function shortcutAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}): 'run' | 'submit' | null {
  if (!event.ctrlKey && !event.metaKey) return null;
  if (event.key === 'Enter') return 'run';
  if (event.key === "'") return 'submit';
  return null;
}
