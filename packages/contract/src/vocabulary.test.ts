import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  languageIds,
  languageLabels,
  selectorOrder,
  toLanguageId,
  toLanguageLabel,
} from './vocabulary';

describe('the vocabulary', () => {
  it('imports nothing, so the web app can load it without zod', () => {
    const source = readFileSync(new URL('./vocabulary.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  it('names every language the way the API and the stored problems do', () => {
    expect(languageIds).toEqual(['cpp', 'java', 'javascript']);
    expect(languageLabels).toEqual({ cpp: 'C++', java: 'Java', javascript: 'JavaScript' });
    expect([...selectorOrder].sort()).toEqual([...languageIds].sort());
  });

  it('reads ids and labels in any case', () => {
    for (const [input, label, id] of [
      ['cpp', 'C++', 'cpp'],
      [' c++ ', 'C++', 'cpp'],
      ['JavaScript', 'JavaScript', 'javascript'],
      ['JAVA', 'Java', 'java'],
      ['python', undefined, undefined],
      ['', undefined, undefined],
    ] as const) {
      expect(toLanguageLabel(input)).toBe(label);
      expect(toLanguageId(input)).toBe(id);
    }
  });
});
