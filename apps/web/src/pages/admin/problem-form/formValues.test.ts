import { type ProblemDetail, problemInputSchema } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { emptyProblemForm, problemToForm, toProblemBody } from './formValues';

describe('problem form values', () => {
  it('starts with difficulty easy and an empty entry per language', () => {
    const empty = emptyProblemForm();
    expect(empty.difficulty).toBe('easy');
    expect(empty.startCode.map((entry) => entry.language)).toEqual([
      'C++',
      'Java',
      'JavaScript',
      'Python',
    ]);
    expect(empty.referenceSolution.every((entry) => entry.completeCode === '')).toBe(true);
  });

  it('turns the form into a body the contract accepts, limits in KB', () => {
    const values = {
      ...emptyProblemForm(),
      title: 'Sum',
      description: 'Add',
      companies: ' Acme, , Globex ',
      memoryLimitMb: '128',
      visibleTestCases: [{ input: '1 2', output: '3', explanation: '1+2' }],
      hiddenTestCases: [{ input: '2 2', output: '4' }],
    };
    values.startCode = values.startCode.map((entry) => ({ ...entry, initialCode: 'x' }));
    values.referenceSolution = values.referenceSolution.map((entry) => ({
      ...entry,
      completeCode: 'y',
    }));
    const body = toProblemBody(values);
    expect(body.companies).toEqual(['Acme', 'Globex']);
    expect(body.memoryLimitKb).toBe(131072);
    const parsed = problemInputSchema.parse(body);
    expect(parsed.timeLimitMs).toBe(2000);
  });

  it('sends Python only when it is filled in: the original three are always sent', () => {
    const values = emptyProblemForm();
    const languagesOf = (entries: { language: string }[] = []) =>
      entries.map((entry) => entry.language);
    expect(languagesOf(toProblemBody(values).startCode)).toEqual(['C++', 'Java', 'JavaScript']);
    values.startCode = values.startCode.map((entry) => ({ ...entry, initialCode: 'x' }));
    expect(languagesOf(toProblemBody(values).startCode)).toEqual([
      'C++',
      'Java',
      'JavaScript',
      'Python',
    ]);
    expect(languagesOf(toProblemBody(values).referenceSolution)).toEqual([
      'C++',
      'Java',
      'JavaScript',
    ]);
  });

  it('loads a problem, whose tags arrive as one string, into the tag checkboxes', () => {
    const problem: ProblemDetail = {
      _id: 'p1',
      title: 'Sum',
      difficulty: 'medium',
      tags: 'array, dp',
      companies: ['Acme', 'Globex'],
      description: 'Add',
      visibleTestCases: [{ input: '1 2', output: '3', explanation: '1+2' }],
      hiddenTestCases: [{ input: '2 2', output: '4' }],
      startCode: [{ language: 'C++', initialCode: 'x' }],
      referenceSolution: [{ language: 'C++', completeCode: 'y' }],
      timeLimitMs: 1000,
      languageTimeLimitsMs: { python: 2500 },
      memoryLimitKb: 131072,
      checker: 'default',
    };
    const values = problemToForm(problem);
    expect(values.tags).toEqual(['array', 'dp']);
    expect(values.companies).toBe('Acme, Globex');
    expect(toProblemBody(values).tags).toEqual(['array', 'dp']);
    expect(values.languageTimeLimitsMs).toMatchObject({ python: '2500', cpp: '' });
    expect(toProblemBody(values).languageTimeLimitsMs).toEqual({ python: 2500 });
  });

  it('starts a custom checker as testlib with no source, headers or arguments', () => {
    expect(emptyProblemForm().customChecker).toEqual({
      protocol: 'testlib',
      source: '',
      files: {},
      args: '',
      interactive: false,
    });
  });

  it('keeps a custom checker from the stored problem to the body it sends back', () => {
    const customChecker = {
      protocol: 'kattis' as const,
      source: '#include "validate.h"\nint main() { accept(); }\n',
      files: { 'validate.h': '#pragma once\n' },
      args: ['case_sensitive', 'space_change_sensitive'],
    };
    const problem: ProblemDetail = {
      _id: 'p1',
      title: 'Any order',
      difficulty: 'easy',
      tags: 'array',
      companies: [],
      description: 'Print the numbers in any order.',
      visibleTestCases: [{ input: '2', output: '1 2', explanation: 'Either order.' }],
      startCode: [],
      referenceSolution: [],
      timeLimitMs: 1000,
      languageTimeLimitsMs: {},
      memoryLimitKb: 131072,
      checker: 'custom',
      customChecker,
    };
    const values = problemToForm(problem);
    expect(values.customChecker.args).toBe('case_sensitive space_change_sensitive');
    expect(toProblemBody(values).customChecker).toEqual(customChecker);
  });

  it('keeps an interactor interactive, and sends a testlib checker as never interactive', () => {
    const values = emptyProblemForm();
    values.checker = 'custom';
    values.customChecker = {
      ...values.customChecker,
      protocol: 'kattis',
      source: 'int main() {}',
      interactive: true,
    };
    expect(toProblemBody(values).customChecker?.interactive).toBe(true);
    values.customChecker.protocol = 'testlib';
    expect(toProblemBody(values).customChecker).not.toHaveProperty('interactive');
  });

  it('splits the extra arguments on any run of spaces', () => {
    const values = emptyProblemForm();
    values.checker = 'custom';
    values.customChecker = { ...values.customChecker, source: 'int main() {}', args: '  a \t b  ' };
    expect(toProblemBody(values).customChecker?.args).toEqual(['a', 'b']);
  });

  it('sends no custom checker unless the checker is custom', () => {
    const values = emptyProblemForm();
    values.customChecker = { ...values.customChecker, source: 'int main() {}' };
    for (const checker of ['default', 'tokens', 'float'] as const) {
      expect(toProblemBody({ ...values, checker })).not.toHaveProperty('customChecker');
    }
  });

  it('starts with no test groups and sends an empty list, so that an update makes it pass-fail', () => {
    const values = emptyProblemForm();
    expect(values.testGroups).toEqual([]);
    expect(toProblemBody(values).testGroups).toEqual([]);
  });

  it('keeps the test groups from the stored problem to the body it sends back', () => {
    const testGroups = [
      { name: 'small', points: 30, tests: 2 },
      { name: 'large', points: 70.5, tests: 3 },
    ];
    const problem: ProblemDetail = {
      _id: 'p1',
      title: 'Sum',
      difficulty: 'easy',
      tags: 'array',
      companies: [],
      description: 'Add',
      visibleTestCases: [{ input: '1 2', output: '3', explanation: '1+2' }],
      hiddenTestCases: Array.from({ length: 5 }, (_, index) => ({
        input: `${index} 1`,
        output: String(index + 1),
      })),
      startCode: [],
      referenceSolution: [],
      timeLimitMs: 1000,
      languageTimeLimitsMs: {},
      memoryLimitKb: 131072,
      checker: 'default',
      testGroups,
    };
    const values = problemToForm(problem);
    expect(values.testGroups).toEqual([
      { name: 'small', points: '30', tests: '2' },
      { name: 'large', points: '70.5', tests: '3' },
    ]);
    expect(toProblemBody(values).testGroups).toEqual(testGroups);
  });

  it('loads a problem without test groups as an empty list', () => {
    const values = problemToForm({
      _id: 'p1',
      title: 'Sum',
      difficulty: 'easy',
      tags: 'array',
      companies: [],
      description: 'Add',
      visibleTestCases: [],
      startCode: [],
      referenceSolution: [],
      timeLimitMs: 1000,
      languageTimeLimitsMs: {},
      memoryLimitKb: 131072,
      checker: 'default',
    });
    expect(values.testGroups).toEqual([]);
  });

  it('sends a blank number of a group as no number, which the contract refuses, not as 0', () => {
    const values = emptyProblemForm();
    values.testGroups = [{ name: 'all', points: ' ', tests: '' }];
    const [group] = toProblemBody(values).testGroups ?? [];
    expect(group?.points).toBeNaN();
    expect(group?.tests).toBeNaN();
  });

  it('reports the product’s messages for an empty form', () => {
    const result = problemInputSchema.safeParse(toProblemBody(emptyProblemForm()));
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toContain('Title is required');
    expect(messages).toContain('Input is required');
    expect(messages).toContain('Initial code is required');
    expect(messages).toContain('Complete code is required');
  });
});
