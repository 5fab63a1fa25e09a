import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertTrustedFile, trustedDir } from './cache-dir';
import { type NativeHelperName, nativeSource } from './native-sources';

export type NativeHelpers = {
  /** Path of the compiled launcher, or null when no C compiler is available. */
  launcher: string | null;
  /** Path of the seccomp BPF program, or null when libseccomp is unavailable. */
  seccompBpf: string | null;
  /** Path of box-init (resident.ts), or null when it could not be compiled. */
  boxInit: string | null;
  problems: string[];
};

/**
 * Compiles the helpers once per source version into `cacheDir/native`. Files are written under a
 * temporary name and renamed, so concurrent judge processes never see a half-written binary.
 * The launcher runs as root: the dir and files found there must be ours alone (cache-dir.ts).
 * Only the judge itself uses them (the filter goes to bwrap as an fd), so the dir is private.
 */
export function buildNativeHelpers(cacheDir: string): NativeHelpers {
  const dir = trustedDir(join(cacheDir, 'native'), 0o700);
  const problems: string[] = [];

  const launcher = compileOnce(dir, 'launcher', []);
  if (typeof launcher !== 'string') problems.push(`launcher: ${launcher.error}`);

  let seccompBpf: string | null = null;
  const generator = compileOnce(dir, 'seccomp-gen', ['-lseccomp']);
  if (typeof generator === 'string') {
    seccompBpf = `${generator}.bpf`;
    if (existsSync(seccompBpf)) assertTrustedFile(seccompBpf);
    else {
      const temporary = `${seccompBpf}.${process.pid}`;
      const generated = spawnSync(generator, [temporary], { encoding: 'utf8' });
      if (generated.status === 0) renameSync(temporary, seccompBpf);
      else {
        problems.push(`seccomp filter generation failed (exit ${generated.status})`);
        seccompBpf = null;
      }
    }
  } else {
    problems.push(`seccomp: ${generator.error} (apt-get install libseccomp-dev)`);
  }

  // Mounted into resident sandboxes, so the slots' uids must reach it: its own dir, not ours.
  const boxInit = compileOnce(trustedDir(join(cacheDir, 'box'), 0o711), 'box-init', []);
  if (typeof boxInit !== 'string') problems.push(`box-init: ${boxInit.error}`);

  return {
    launcher: typeof launcher === 'string' ? launcher : null,
    seccompBpf,
    boxInit: typeof boxInit === 'string' ? boxInit : null,
    problems,
  };
}

function compileOnce(
  dir: string,
  name: NativeHelperName,
  libraries: string[],
): string | { error: string } {
  const source = nativeSource(name);
  const version = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const binary = join(dir, `${name}-${version}`);
  if (existsSync(binary)) {
    assertTrustedFile(binary);
    return binary;
  }
  const sourceFile = `${binary}.${process.pid}.c`;
  const temporary = `${binary}.${process.pid}.tmp`;
  writeFileSync(sourceFile, source);
  const result = spawnSync('gcc', ['-O2', '-o', temporary, sourceFile, ...libraries], {
    encoding: 'utf8',
  });
  rmSync(sourceFile, { force: true });
  if (result.error) return { error: `gcc not runnable (${result.error.message})` };
  if (result.status !== 0) {
    rmSync(temporary, { force: true });
    return { error: result.stderr.trim().split('\n').slice(0, 3).join(' ') };
  }
  renameSync(temporary, binary);
  return binary;
}
