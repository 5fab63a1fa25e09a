import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  languageIds,
  languageLabels,
  POST_TAG_MAX,
  problemDiscussionTag,
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
    expect(languageIds).toEqual(['cpp', 'java', 'javascript', 'python']);
    expect(languageLabels).toEqual({
      cpp: 'C++',
      java: 'Java',
      javascript: 'JavaScript',
      python: 'Python',
    });
    expect([...selectorOrder].sort()).toEqual([...languageIds].sort());
  });

  it('reads ids and labels in any case', () => {
    for (const [input, label, id] of [
      ['cpp', 'C++', 'cpp'],
      [' c++ ', 'C++', 'cpp'],
      ['JavaScript', 'JavaScript', 'javascript'],
      ['JAVA', 'Java', 'java'],
      ['PYTHON', 'Python', 'python'],
      ['ruby', undefined, undefined],
      ['', undefined, undefined],
    ] as const) {
      expect(toLanguageLabel(input)).toBe(label);
      expect(toLanguageId(input)).toBe(id);
    }
  });
});

describe('problemDiscussionTag', () => {
  it('is p- and the title as a slug, a valid forum tag however long the title', () => {
    expect(problemDiscussionTag('Two Sum')).toBe('p-two-sum');
    expect(problemDiscussionTag('  LRU Cache (O(1))! ')).toBe('p-lru-cache-o-1');
    const long = problemDiscussionTag('A very long problem title that goes on and on');
    expect(long.length).toBeLessThanOrEqual(POST_TAG_MAX);
    expect(long).toMatch(/^p-[a-z0-9-]*[a-z0-9]$/);
  });
});
