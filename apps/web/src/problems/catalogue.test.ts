import * as contract from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import * as catalogue from './catalogue';

describe('the zod-free copies of the contract constants', () => {
  it('equal the contract', () => {
    expect(catalogue.difficulties).toEqual(contract.difficulties);
    expect(catalogue.problemTags).toEqual(contract.problemTags);
    expect(catalogue.PROBLEM_PAGE_SIZE).toBe(contract.PROBLEM_PAGE_SIZE);
    expect(catalogue.languageLabels).toEqual(contract.languageLabels);
  });

  it('label languages as the contract does', () => {
    for (const name of ['cpp', 'C++', ' c++ ', 'java', 'JavaScript', 'javascript', 'python', '']) {
      expect(catalogue.toLanguageLabel(name)).toBe(contract.toLanguageLabel(name));
    }
  });
});
