import { tokenize } from './tokens';

/** Default tolerance when a problem says "float" without numbers: the usual 1e-6. */
const defaultTolerance = 1e-6;

/**
 * Token-wise; where the expected token is a number, the output's token must be a number within
 * the absolute OR the relative tolerance (either suffices, as in testlib's doubleCompare).
 * Non-numeric tokens compare exactly.
 */
export function floatChecker(
  output: string,
  expected: string,
  config: { absTolerance?: number; relTolerance?: number },
): boolean {
  const got = tokenize(output);
  const want = tokenize(expected);
  if (got.length !== want.length) return false;
  const abs = config.absTolerance ?? defaultTolerance;
  const rel = config.relTolerance ?? defaultTolerance;
  return want.every((token, index) => {
    const actual = got[index] as string;
    const wanted = Number(token);
    if (!isNumeric(token)) return actual === token;
    if (!isNumeric(actual)) return false;
    const value = Number(actual);
    if (Number.isNaN(wanted)) return Number.isNaN(value);
    const difference = Math.abs(value - wanted);
    return difference <= abs || difference <= rel * Math.abs(wanted);
  });
}

function isNumeric(token: string): boolean {
  return (
    /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(token) || /^[+-]?(nan|inf(inity)?)$/i.test(token)
  );
}
