import type { TJudgeChecker } from '@grindstone/contract';
import { defaultChecker } from './default';
import { floatChecker } from './float';
import { tokensChecker } from './tokens';

/** Compares a program's output with the expected output of one test. */
export type Checker<C extends TJudgeChecker = TJudgeChecker> = (
  output: string,
  expected: string,
  config: C,
) => boolean;

type Registry = { [K in TJudgeChecker['type']]: Checker<Extract<TJudgeChecker, { type: K }>> };

/** The checker registry: a problem names its checker; adding one is adding an entry. */
export const checkers: Registry = {
  default: defaultChecker,
  tokens: tokensChecker,
  float: floatChecker,
};

export function check(config: TJudgeChecker, output: string, expected: string): boolean {
  const checker = checkers[config.type] as Checker;
  return checker(output, expected, config);
}
