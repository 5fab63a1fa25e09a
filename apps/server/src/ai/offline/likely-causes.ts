import { JudgeStatus, type LanguageId } from '@grindstone/contract';
import type { VisibleTestOutcome } from '../visible-test-run';
import { pythonCauses, pythonException } from './python-causes';

type Failure = Extract<VisibleTestOutcome, { kind: 'failed' }>;

const INT32_MAX = 2 ** 31 - 1;
const tokens = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const integers = (text: string) =>
  tokens(text)
    .filter((token) => /^-?\d+$/.test(token))
    .map(BigInt);

/** An expected number beyond 32 bits where the program printed another: the classic overflow. */
function looksLikeOverflow(failure: Failure): boolean {
  const expected = integers(failure.expected);
  const actual = integers(failure.actual);
  const big = expected.some((value) => value > BigInt(INT32_MAX) || value < -BigInt(INT32_MAX));
  const inputBig = integers(failure.input).some((value) => value > 100_000n || value < -100_000n);
  return (big || inputBig) && actual.some((value, index) => value !== expected[index]);
}

/** Same shape of answer, some numbers exactly one away: a boundary or an index off by one. */
function looksOffByOne(failure: Failure): boolean {
  const expected = integers(failure.expected);
  const actual = integers(failure.actual);
  if (expected.length === 0 || expected.length !== actual.length) return false;
  const gaps = expected.map((value, index) => (value - (actual[index] ?? value)) ** 2n);
  return gaps.some((gap) => gap === 1n) && gaps.every((gap) => gap <= 1n);
}

/** Output that is not the answer's shape at all: input read wrongly, or a leftover template. */
function looksLikeParsing(failure: Failure): boolean {
  const actual = failure.actual.trim();
  if (actual === '') return true;
  if (/\b(undefined|NaN|null|nan|inf)\b/.test(actual)) return true;
  return tokens(actual).length !== tokens(failure.expected).length;
}

/**
 * Likely causes of the first failure, most likely first, from the verdict and the shape of the
 * outputs: overflow, off-by-one, input parsing, a time limit against the constraints, crashes.
 * Deterministic: the same failure always gets the same list.
 */
export function likelyCauses(
  failure: Failure,
  complexity: string | null,
  language: LanguageId | null = null,
): string[] {
  const causes: string[] = pythonCauses(failure, language === 'python');
  const { statusId } = failure;
  if (statusId === JudgeStatus.timeLimitExceeded) {
    causes.push(
      'A **time limit** on a small example usually means a loop that never ends (check how the loop variable moves) or a program waiting for input that is not there.',
    );
    causes.push(
      complexity
        ? `Compare your algorithm with what the constraints allow. The intended complexity: ${firstSentence(complexity)}`
        : 'Compare your algorithm with the constraints: with n up to 10^5, O(n^2) is too slow; aim for O(n log n) or O(n).',
    );
    return causes;
  }
  if (statusId === JudgeStatus.memoryLimitExceeded) {
    causes.push(
      'The program used more **memory** than allowed: look for a table sized by the values instead of the count, or a structure that grows without bound.',
    );
    return causes;
  }
  if (statusId !== JudgeStatus.wrongAnswer) {
    // A Python traceback's first line says nothing; its last names the exception.
    const error =
      pythonException(failure.stderr) ??
      failure.stderr.split('\n').find((line) => line.trim() !== '');
    causes.push(
      `The program **crashed** (${failure.verdict})${error ? `: \`${error.slice(0, 200)}\`` : ''}. Look for an index outside an array, a null or undefined value, a division by zero, or recursion that is too deep.`,
    );
    if (failure.actual.trim() === '' || looksLikeParsing(failure)) {
      causes.push(
        'Check that you read the input exactly as the Input section describes it (count first, then the values).',
      );
    }
    return causes;
  }
  if (looksLikeOverflow(failure)) {
    causes.push(
      '**Integer overflow**: the numbers here do not fit in 32 bits. Use `long long` in C++, `long` in Java, or `BigInt` (or care with `Number`) in JavaScript for sums and products.',
    );
  }
  if (looksOffByOne(failure)) {
    causes.push(
      'An **off-by-one**: your numbers are one away from the expected ones. Check loop bounds (`<` vs `<=`), 0- vs 1-based indices, and whether an end point is included.',
    );
  }
  if (looksLikeParsing(failure)) {
    causes.push(
      failure.actual.trim() === ''
        ? 'Your program printed **nothing**: is the function from the template still a stub, or is its result never printed?'
        : '**Input parsing or output format**: your output does not have the expected shape. Re-read the Input and Output sections (how many values, on which lines).',
    );
  }
  if (causes.length === 0) {
    causes.push(
      'The logic differs from what the statement asks on this example: work through it by hand, step by step, and compare with what your code does.',
    );
  }
  return causes;
}

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/\.\s/);
  return end === -1 ? flat : flat.slice(0, end + 1);
}
