import { languageIds, languages as vocabulary } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { languages } from './index';

describe('the language registry', () => {
  it('has a judge entry for every language the vocabulary declares, and no other', () => {
    expect(Object.keys(languages).sort()).toEqual([...languageIds].sort());
    for (const id of languageIds) {
      expect(languages[id].id, `${id}'s registry entry`).toBe(id);
      expect(languages[id].name, `${id}'s display name`).toContain(vocabulary[id].label);
    }
  });
});
