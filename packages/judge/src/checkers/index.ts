import type { JudgeChecker } from '@grindstone/contract';
import { defaultChecker } from './default';
import { floatChecker } from './float';
import { tokensChecker } from './tokens';

/** Compares a program's output with the expected output of one test. */
export type Checker<C extends JudgeChecker = JudgeChecker> = (
  output: string,
  expected: string,
  config: C,
) => boolean;

type Registry = { [K in JudgeChecker['type']]: Checker<Extract<JudgeChecker, { type: K }>> };

/** The checker registry: a problem names its checker; adding one is adding an entry. */
export const checkers: Registry = {
  default: defaultChecker,
  tokens: tokensChecker,
  float: floatChecker,
};

export function check(config: JudgeChecker, output: string, expected: string): boolean {
  const checker = checkers[config.type] as Checker;
  return checker(output, expected, config);
}
