import type { JudgeChecker } from '@grindstone/contract';
import { defaultChecker } from './default';
import { floatChecker } from './float';
import { tokensChecker } from './tokens';

/** The checkers built into the judge; a `custom` one is a program (custom/run-checker.ts). */
export type BuiltInChecker = Exclude<JudgeChecker, { type: 'custom' }>;

/** Compares a program's output with the expected output of one test. */
export type Checker<C extends BuiltInChecker = BuiltInChecker> = (
  output: string,
  expected: string,
  config: C,
) => boolean;

type Registry = { [K in BuiltInChecker['type']]: Checker<Extract<BuiltInChecker, { type: K }>> };

/** The checker registry: a problem names its checker; adding one is adding an entry. */
export const checkers: Registry = {
  default: defaultChecker,
  tokens: tokensChecker,
  float: floatChecker,
};

export function check(config: BuiltInChecker, output: string, expected: string): boolean {
  const checker = checkers[config.type] as Checker;
  return checker(output, expected, config);
}
