import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './ApiRequestError';
import { showIssuesOnFields, sortIssuesByField, valueAtPath } from './fieldIssues';

const refused = (issues: { path: string; message: string }[]) =>
  new ApiRequestError({ status: 400, code: 'VALIDATION_FAILED', message: 'Refused', issues });

const problemValues = {
  title: 'Sum',
  companies: 'Acme, Globex',
  referenceSolution: [
    { language: 'C++', completeCode: 'int main() {}' },
    { language: 'Java', completeCode: '' },
  ],
};

describe('valueAtPath', () => {
  it('walks objects and arrays by the dot path', () => {
    expect(valueAtPath(problemValues, 'title')).toBe('Sum');
    expect(valueAtPath(problemValues, 'referenceSolution.1.completeCode')).toBe('');
    expect(valueAtPath(problemValues, 'referenceSolution')).toHaveLength(2);
  });

  it('finds nothing past a string, an index out of range or an unknown key', () => {
    expect(valueAtPath(problemValues, 'companies.0')).toBeUndefined();
    expect(valueAtPath(problemValues, 'referenceSolution.5.completeCode')).toBeUndefined();
    expect(valueAtPath(problemValues, 'toString')).toBeUndefined();
    expect(valueAtPath(problemValues, 'memoryLimitKb')).toBeUndefined();
  });
});

describe('sortIssuesByField', () => {
  it('puts issues on the fields their paths name, whatever the message says', () => {
    const error = refused([
      { path: 'referenceSolution.0.completeCode', message: 'Reference solution (C++) failed' },
      { path: 'title', message: 'A title this server refuses' },
      { path: 'companies.0', message: 'Company is too long' },
      { path: '', message: 'Body is not an object' },
    ]);
    expect(sortIssuesByField(error, problemValues)).toEqual({
      onFields: [
        { path: 'referenceSolution.0.completeCode', message: 'Reference solution (C++) failed' },
        { path: 'title', message: 'A title this server refuses' },
      ],
      elsewhere: [
        { path: 'companies.0', message: 'Company is too long' },
        { path: '', message: 'Body is not an object' },
      ],
    });
  });

  it('keeps the first message per field and takes the extra paths a form shows elsewhere', () => {
    const error = refused([
      { path: 'title', message: 'first' },
      { path: 'title', message: 'second' },
      { path: 'memoryLimitKb', message: 'Too much memory' },
    ]);
    expect(sortIssuesByField(error, problemValues, ['memoryLimitKb']).onFields).toEqual([
      { path: 'title', message: 'first' },
      { path: 'memoryLimitKb', message: 'Too much memory' },
    ]);
  });

  it('finds no issues on a failure that is not an API error', () => {
    expect(sortIssuesByField(new Error('boom'), problemValues)).toEqual({
      onFields: [],
      elsewhere: [],
    });
  });
});

describe('showIssuesOnFields', () => {
  it("hands each placed issue to the form's setError and says whether any was placed", () => {
    const set: [string, { type: string; message: string }][] = [];
    const form = {
      getValues: () => ({ currentPassword: 'x', newPassword: 'y' }),
      setError: (path: string, error: { type: string; message: string }) => {
        set.push([path, error]);
      },
    };
    const wrong = refused([{ path: 'currentPassword', message: 'Current password is wrong' }]);

    expect(showIssuesOnFields(wrong, form as never)).toBe(true);
    expect(set).toEqual([
      ['currentPassword', { type: 'server', message: 'Current password is wrong' }],
    ]);
    expect(showIssuesOnFields(refused([{ path: 'tz', message: 'Unknown' }]), form as never)).toBe(
      false,
    );
  });
});
