import type { Difficulty, LanguageId, LanguageLabel, ProblemTag } from '@grindstone/contract';

// Copies of @grindstone/contract's catalogue constants, without zod. Importing a value from the
// contract evaluates every schema module it has, which brings zod (94 KB, its set-up a long task
// on a phone) into the problem list and the solving screen, which never validate anything.
// catalogue.test.ts keeps each copy equal to the contract's. Drop this file once the contract
// offers its constants from a zod-free entry point.

export const difficulties = ['easy', 'medium', 'hard'] as const satisfies readonly Difficulty[];
export const problemTags = [
  'array',
  'linkedList',
  'graph',
  'dp',
] as const satisfies readonly ProblemTag[];
export const PROBLEM_PAGE_SIZE = 5;

const languageIds = ['cpp', 'java', 'javascript'] as const satisfies readonly LanguageId[];
export const languageLabels = {
  cpp: 'C++',
  java: 'Java',
  javascript: 'JavaScript',
} as const satisfies Record<LanguageId, LanguageLabel>;

/** 'cpp', 'C++', 'c++', 'JavaScript', 'javascript'… → the stored label, or undefined. */
export function toLanguageLabel(value: string): LanguageLabel | undefined {
  const key = value.trim().toLowerCase();
  for (const id of languageIds) {
    if (key === id || key === languageLabels[id].toLowerCase()) return languageLabels[id];
  }
  return undefined;
}
