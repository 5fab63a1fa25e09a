import { realTool, versionOf } from './find-tool';
import { boxDir, heapMb, type Language } from './types';

const node = () => realTool(['/usr/bin/node', '/usr/local/bin/node']);

// "Compiling" JavaScript is a syntax check, so a typo is a Compilation Error, not a Runtime
// Error on every test. The check costs a sandboxed node start, as much as a test: it is made
// only when a run ended as a syntax error ends it (`mayBeSyntaxError`). Node starts with an
// empty environment: host variables such as NODE_EXTRA_CA_CERTS cost ≈100 ms per start and
// could leak secrets.
export const javascript: Language = {
  id: 'javascript',
  name: 'JavaScript (Node.js)',
  sourceFile: 'main.js',
  compileFingerprint: 'node --check',
  detect() {
    const path = node();
    if (!path)
      return { available: false, reason: 'node not found', install: 'apt-get install nodejs' };
    return { available: true, version: `node ${versionOf(path, ['--version'])}` };
  },
  compile: () => ({ argv: [node() ?? 'node', '--check', `${boxDir}/main.js`], pids: 32 }),
  run: (limits) => ({
    argv: [
      node() ?? 'node',
      `--max-old-space-size=${heapMb(limits)}`,
      '--stack-size=65500',
      `${boxDir}/main.js`,
    ],
    pids: 64,
  }),
  outOfMemory: (stderr) =>
    stderr.includes('JavaScript heap out of memory') || stderr.includes('Reached heap limit'),
  // Node exits 1 when it cannot parse the program, as for any uncaught exception. Its stderr
  // cannot tell them apart: it starts with the offending line printed whole (the `SyntaxError`
  // after it can be past the capture's cap), and a SyntaxError the program throws itself
  // (JSON.parse) reads the same. The check decides; a program that just crashed keeps its NZEC.
  mayBeSyntaxError: (run) => run.exitCode === 1,
};
