import { realTool, versionOf } from './find-tool';
import { boxDir, type Language } from './types';

// Debian's CPython (the `python3` package). realTool resolves the python3 → python3.11 link:
// the sandbox mounts /usr but not the alternatives a link may pass through.
const python = () => realTool(['/usr/bin/python3']);

// -I (isolated): no PYTHON* variables, no user site-packages, the script's dir not on sys.path
// (the environment is empty anyway; this keeps a future env entry from changing imports).
// -S would save ≈5 ms a start but drops `exit()`/`quit()`, which learners call.
const flags = ['-I'];

// "Compiling" Python is a syntax check (py_compile), so a typo is a Compilation Error naming
// its line, not a Runtime Error on every test. As for JavaScript, the check costs a sandboxed
// interpreter start, as much as a test: it is made only when a run ended as a syntax error ends
// it (`mayBeSyntaxError`), so a correct program never pays for it.
export const pythonLanguage: Language = {
  id: 'python',
  name: 'Python 3 (CPython)',
  sourceFile: 'main.py',
  compileFingerprint: `python3 ${flags.join(' ')} -m py_compile`,
  detect() {
    const path = python();
    if (!path)
      return { available: false, reason: 'python3 not found', install: 'apt-get install python3' };
    return { available: true, version: versionOf(path, ['--version']) };
  },
  compile: () => ({
    argv: [python() ?? 'python3', ...flags, '-m', 'py_compile', `${boxDir}/main.py`],
    pids: 32,
  }),
  // The stack a deep recursion needs (functools.cache wrappers recurse in C) comes from the
  // run's stack limit (sandbox-limits.ts): CPython itself has no heap cap to set.
  run: () => ({ argv: [python() ?? 'python3', ...flags, `${boxDir}/main.py`], pids: 64 }),
  // A MemoryError is CPython's own "out of memory" (a single huge allocation refused before the
  // cgroup's limit is reached); it ends the traceback, alone on its line.
  outOfMemory: (stderr) => /^MemoryError\b/m.test(stderr),
  // CPython exits 1 both for a syntax error and for any uncaught exception; the check decides.
  mayBeSyntaxError: (run) => run.exitCode === 1,
};
