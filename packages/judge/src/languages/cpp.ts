import { spawnSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { assertTrustedFile, trustedDir } from '../sandbox/cache-dir';
import { aidMounts, type CompileAid } from './compile-aid';
import { realTool, toolFailure, versionOf } from './find-tool';
import { boxDir, type Language } from './types';

// The flags every submission is compiled with; the precompiled header must use exactly these.
const flags = ['-std=c++17', '-O2'];
const pchMount = '/pch';
const compiler = () => realTool(['/usr/bin/g++']);

export const cpp: Language = {
  id: 'cpp',
  name: 'C++17 (g++)',
  sourceFile: 'main.cpp',
  compileFingerprint: flags.join(' '),
  detect() {
    const gxx = compiler();
    if (!gxx) return { available: false, reason: 'g++ not found', install: 'apt-get install g++' };
    return { available: true, version: versionOf(gxx, ['--version']) };
  },
  async prepare(cacheDir, logger) {
    const header = await precompiledHeader(cacheDir);
    return { mounts: aidMounts(header, pchMount, 'The C++ precompiled header', logger) };
  },
  compile(prepared) {
    const pch = prepared.mounts.length > 0 ? ['-I', pchMount, '-Winvalid-pch'] : [];
    return {
      argv: [compiler() ?? 'g++', ...flags, ...pch, '-o', `${boxDir}/main`, `${boxDir}/main.cpp`],
      env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
      mounts: prepared.mounts,
      pids: 32,
    };
  },
  run: () => ({ argv: [`${boxDir}/main`], pids: 64 }),
  outOfMemory: (stderr) => stderr.includes('std::bad_alloc'),
};

const building = new Map<string, Promise<CompileAid>>();

/**
 * Builds bits/stdc++.h.gch once per cache dir (≈5 s) with the submission flags. Its dir goes
 * first on the include path, so `#include <bits/stdc++.h>` picks it up; the host's compiler
 * builds it from the host's own header (trusted input), not in the sandbox.
 */
function precompiledHeader(cacheDir: string): Promise<CompileAid> {
  const existing = building.get(cacheDir);
  if (existing) return existing;
  const promise = buildHeader(cacheDir);
  building.set(cacheDir, promise);
  return promise;
}

async function buildHeader(cacheDir: string): Promise<CompileAid> {
  const gxx = compiler();
  if (!gxx) return { notMade: 'g++ not found' };
  // Every C++ compile includes it: a planted header would forge every binary (cache-dir.ts).
  const dir = trustedDir(join(cacheDir, `pch-${versionOf(gxx, ['-dumpfullversion'])}`), 0o755);
  trustedDir(join(dir, 'bits'), 0o755);
  const target = join(dir, 'bits', 'stdc++.h.gch');
  if (existsSync(target)) {
    assertTrustedFile(target);
    return { dir };
  }
  const header = findHeader(gxx);
  if (!header) return { notMade: `${gxx} does not find bits/stdc++.h` };
  const temporary = `${target}.${process.pid}.tmp`;
  const failure = await toolFailure(gxx, [...flags, '-x', 'c++-header', header, '-o', temporary]);
  if (failure) return { notMade: failure };
  renameSync(temporary, target);
  return { dir };
}

function findHeader(gxx: string): string | null {
  const deps = spawnSync(gxx, [...flags, '-x', 'c++', '-M', '-'], {
    input: '#include <bits/stdc++.h>\n',
    encoding: 'utf8',
  });
  const match = deps.stdout.match(/(\/\S+\/bits\/stdc\+\+\.h)/);
  return match?.[1] ?? null;
}
