import { readFileSync } from 'node:fs';

/**
 * The native helpers, each a C file in `native/` (see the comment at its top):
 * - launcher: starts a sandboxed command in its cgroups, with its rlimits and uid, and reaps it;
 * - seccomp-gen: writes the seccomp filter bwrap loads;
 * - box-init: the first process of a resident sandbox (resident.ts).
 */
export type NativeHelperName = 'launcher' | 'seccomp-gen' | 'box-init';

/**
 * A helper's C source, read when the judge builds its helpers (native-helpers.ts). The path is
 * relative to this module's own URL, which is `src/sandbox/` when the judge runs from source
 * (tsx, vitest) and the bundle's dir when it runs from the server's build: apps/server/build.mjs
 * copies `native/` there.
 */
export function nativeSource(name: NativeHelperName): string {
  return readFileSync(new URL(`./native/${name}.c`, import.meta.url), 'utf8');
}
