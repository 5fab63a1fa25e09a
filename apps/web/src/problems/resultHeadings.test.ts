import { describe, expect, it } from 'vitest';
import { runHeading, submitVerdict } from './resultHeadings';

describe('runHeading', () => {
  it('names a compilation error instead of failed examples', () => {
    expect(runHeading({ success: false, status: 'Compilation Error', status_id: 6 })).toBe(
      'Compilation Error',
    );
  });

  it('says whether the examples passed otherwise', () => {
    expect(runHeading({ success: true, status: 'Accepted', status_id: 3 })).toBe(
      'All examples passed',
    );
    expect(runHeading({ success: false, status: 'Wrong Answer', status_id: 4 })).toBe(
      'Some examples failed',
    );
    expect(runHeading({ success: false })).toBe('Some examples failed');
  });
});

describe('submitVerdict', () => {
  const compilerOutput =
    "main.cpp: In function 'int main()':\nmain.cpp:1:12: error: 'x' was not declared";

  it('heads a compilation error with the verdict and shows the compiler output whole, once', () => {
    expect(submitVerdict({ status: 'Compilation Error', error: compilerOutput })).toEqual({
      heading: 'Compilation Error',
      details: compilerOutput,
    });
  });

  it('keeps an error line that names the verdict as the heading, with only the rest below', () => {
    expect(
      submitVerdict({ status: 'Wrong Answer', error: 'Wrong Answer on hidden test 2' }),
    ).toEqual({ heading: 'Wrong Answer on hidden test 2', details: null });
    expect(
      submitVerdict({
        status: 'Runtime Error (NZEC)',
        error: 'Runtime Error (NZEC) on test 1\nboom',
      }),
    ).toEqual({ heading: 'Runtime Error (NZEC) on test 1', details: 'boom' });
  });

  it('falls back to the verdict, then to Failed', () => {
    expect(submitVerdict({ status: 'Time Limit Exceeded', error: null })).toEqual({
      heading: 'Time Limit Exceeded',
      details: null,
    });
    expect(submitVerdict({ status: '', error: null })).toEqual({
      heading: 'Failed',
      details: null,
    });
  });
});
