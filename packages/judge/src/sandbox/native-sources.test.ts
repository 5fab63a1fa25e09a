import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { skipReason } from '../test-support';
import { type NativeHelperName, nativeSource } from './native-sources';

const gccMissing = spawnSync('gcc', ['--version']).status === 0 ? null : 'gcc is not installed';
const skip = skipReason('native helper compile checks', gccMissing);
// Formatting is a convenience, not something the judge needs: without clang-format (it is not
// among the packages `npm test` installs) the check is skipped, with this line, even in CI.
const skipFormat = spawnSync('clang-format', ['--version']).status !== 0;
if (skipFormat) console.warn('[judge] C format check skipped: apt-get install clang-format');

// The helpers as the judge reads them, compiled with every warning an error: a warning in code
// that runs as root (launcher) or as the sandbox's pid 1 (box-init) is a bug until shown not to be.
const helpers: { name: NativeHelperName; libraries: string[] }[] = [
  { name: 'launcher', libraries: [] },
  { name: 'seccomp-gen', libraries: ['-lseccomp'] },
  { name: 'box-init', libraries: [] },
];

describe.skipIf(skip)('the native helpers’ C sources', () => {
  const work = mkdtempSync(join(tmpdir(), 'grindstone-native-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each(helpers)('$name compiles with -Wall -Wextra -Werror', ({ name, libraries }) => {
    const source = join(work, `${name}.c`);
    writeFileSync(source, nativeSource(name));
    const compiled = spawnSync(
      'gcc',
      ['-Wall', '-Wextra', '-Werror', '-O2', '-o', join(work, name), source, ...libraries],
      { encoding: 'utf8' },
    );
    expect(compiled.stderr).toBe('');
    expect(compiled.status).toBe(0);
  });
});

describe.skipIf(skipFormat)('the native helpers’ C files', () => {
  it('are formatted as the repository’s .clang-format says', () => {
    const files = helpers.map(({ name }) =>
      fileURLToPath(new URL(`./native/${name}.c`, import.meta.url)),
    );
    const checked = spawnSync('clang-format', ['--dry-run', '--Werror', ...files], {
      encoding: 'utf8',
    });
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });
});
