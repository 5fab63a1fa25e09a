import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TJudgeTest } from '@grindstone/contract';

/** Tests from a directory of `NN.in` / `NN.out` pairs (also `NN.ans`), in natural order. */
export function readTestDir(dir: string): { name: string; test: TJudgeTest }[] {
  const inputs = readdirSync(dir)
    .filter((file) => file.endsWith('.in'))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  return inputs.map((file) => {
    const name = file.slice(0, -'.in'.length);
    const expectedFile = ['.out', '.ans'].map((ext) => join(dir, name + ext)).find(existsSync);
    if (!expectedFile) throw new Error(`${join(dir, file)} has no matching .out or .ans file`);
    return {
      name,
      test: {
        input: readFileSync(join(dir, file), 'utf8'),
        expected: readFileSync(expectedFile, 'utf8'),
      },
    };
  });
}
