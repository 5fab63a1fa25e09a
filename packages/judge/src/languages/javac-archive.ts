import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { assertTrustedFile, trustedDir } from '../sandbox/cache-dir';
import { processToken, removeLeftoversOfDeadProcesses } from '../sandbox/process-alive';
import type { CompileAid } from './compile-aid';
import { exitsCleanly, toolFailure } from './find-tool';

/**
 * javac is a JVM that loads the same few thousand classes of the compiler for every compile.
 * A class-data-sharing archive of them (made once per cache dir and JDK, here on the host from
 * a source file of our own, like the C++ precompiled header) lets each compile map them instead
 * of parsing them: ≈30 % less CPU and wall time per compile (docs/judge.md#host-facts).
 *
 * The JVM ignores an archive that does not match it (another JDK build, other flags) without a
 * word, but a damaged one crashes it (SIGBUS in every compile). So an archive is only ever
 * renamed into place whole, and used only once a JVM has been started with it in the mode that
 * refuses an unusable archive (`-Xshare:on`); a mark beside it names the file so checked.
 */
export const javacArchiveFile = 'javac.jsa';

/**
 * The dir holding a checked archive for this javac and these flags, or why there is none (then
 * compiles go without: whatever failed, a compile never depends on the archive).
 */
export function javacArchive(
  cacheDir: string,
  javac: string,
  javacFlags: string[],
): Promise<CompileAid> {
  const key = `${cacheDir}\0${javac}\0${javacFlags.join(' ')}`;
  let archive = preparing.get(key);
  if (!archive) {
    archive = prepareArchive(cacheDir, javac, javacFlags).then(
      (dir) => ({ dir }),
      (error: Error) => ({ notMade: error.message }),
    );
    preparing.set(key, archive);
  }
  return archive;
}

const preparing = new Map<string, Promise<CompileAid>>();
const buildPrefix = 'javac-cds-build-';
/** javac on the host: no environment of ours (JAVA_TOOL_OPTIONS and the like), and bounded. */
const javacRun = { env: {}, cwd: '/', timeoutMs: 60_000 };

/**
 * Where the archive for this javac and these flags lives in `cacheDir`: named after everything
 * it depends on, so an upgraded JDK gets an archive of its own.
 */
export function javacArchiveDir(cacheDir: string, javac: string, javacFlags: string[]): string {
  const modules = statSync(join(dirname(dirname(javac)), 'lib', 'modules'));
  const identity = createHash('sha256')
    .update([javac, modules.size, modules.mtimeMs, javacFlags.join(' ')].join('\0'))
    .digest('hex')
    .slice(0, 16);
  return join(cacheDir, `javac-cds-${identity}`);
}

/**
 * javacArchive() without the memo: checks the archive in the cache, or makes one. Throws, saying
 * why, when there is none to use.
 */
export async function prepareArchive(
  cacheDir: string,
  javac: string,
  javacFlags: string[],
): Promise<string> {
  // Every Java compile maps it: a planted archive would run in every compile (cache-dir.ts).
  const dir = trustedDir(javacArchiveDir(cacheDir, javac, javacFlags), 0o755);
  const target = join(dir, javacArchiveFile);
  if (existsSync(target)) {
    assertTrustedFile(target);
    if (checkedBefore(target)) return dir;
    if (await usable(javac, javacFlags, target)) {
      markChecked(target);
      return dir;
    }
    rmSync(target, { force: true });
  }
  // A judge process that died while building left its work dir: named by its token, it goes.
  removeLeftoversOfDeadProcesses(cacheDir, buildPrefix);
  const work = mkdtempSync(join(cacheDir, `${buildPrefix}${processToken()}-`));
  try {
    writeFileSync(join(work, 'Warmup.java'), warmupSource);
    const made = join(work, javacArchiveFile);
    const dumpFailure = await toolFailure(
      javac,
      [
        ...javacFlags,
        `-J-XX:ArchiveClassesAtExit=${made}`,
        '-d',
        join(work, 'out'),
        join(work, 'Warmup.java'),
      ],
      javacRun,
    );
    if (dumpFailure) throw new Error(`javac did not write the archive: ${dumpFailure}`);
    if (!(await usable(javac, javacFlags, made))) {
      throw new Error('a JVM refused to map the archive javac had just written (-Xshare:on)');
    }
    chmodSync(made, 0o644);
    renameSync(made, target);
    markChecked(target);
    return dir;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The archive's size and modification time: the mark written once a JVM has mapped it names
 * that file, so the next judge processes need not start a JVM to check it again, and an archive
 * replaced or rewritten since is checked anew. (Not the inode: a VM that sees the cache through
 * an overlay reports other inode numbers for the same file.)
 */
const fileIdentity = (path: string) => {
  const stat = statSync(path);
  return `${stat.size}:${stat.mtimeMs}`;
};
const markOf = (archive: string) => `${archive}.checked`;

function checkedBefore(archive: string): boolean {
  const mark = markOf(archive);
  if (!existsSync(mark)) return false;
  assertTrustedFile(mark);
  return readFileSync(mark, 'utf8') === fileIdentity(archive);
}

function markChecked(archive: string) {
  const partial = `${markOf(archive)}.${process.pid}`;
  writeFileSync(partial, fileIdentity(archive), { mode: 0o644 });
  renameSync(partial, markOf(archive));
}

/** A JVM starts with the archive mapped (`-Xshare:on` fails, or crashes, on any other). */
export function usable(javac: string, javacFlags: string[], archive: string): Promise<boolean> {
  return exitsCleanly(
    javac,
    [
      ...javacFlags,
      '-J-Xshare:on',
      `-J-XX:SharedArchiveFile=${archive}`,
      '-J-XX:-CreateCoredumpOnCrash',
      '-J-XX:ErrorFile=/dev/null',
      '-version',
    ],
    javacRun,
  );
}

/** What most submissions make javac load: collections, generics, lambdas, streams, I/O. */
const warmupSource = `import java.io.*;
import java.util.*;
import java.util.stream.*;

public class Warmup {
  record Edge(int to, long weight) {}

  interface Visitor<T> { void visit(T value); }

  public static void main(String[] args) throws IOException {
    BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer tokens = new StringTokenizer(Objects.requireNonNullElse(reader.readLine(), ""));
    List<List<Edge>> graph = new ArrayList<>();
    Map<String, Integer> counts = new HashMap<>();
    PriorityQueue<long[]> queue = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
    Deque<Integer> stack = new ArrayDeque<>();
    TreeMap<Integer, Long> ordered = new TreeMap<>();
    while (tokens.hasMoreTokens()) counts.merge(tokens.nextToken(), 1, Integer::sum);
    int[] values = IntStream.range(0, 10).map(i -> i * i).toArray();
    Arrays.sort(values);
    long total = Arrays.stream(values).asLongStream().sum();
    String joined = counts.keySet().stream().sorted().collect(Collectors.joining(","));
    Visitor<Integer> printer = value -> System.out.println(value);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
      graph.add(new ArrayList<>());
      queue.add(new long[] {values[i], i});
      stack.push(i);
      ordered.put(i, (long) values[i]);
      out.append(values[i]).append(i + 1 < values.length ? ' ' : '\\n');
    }
    try {
      printer.visit(Integer.parseInt(joined.isEmpty() ? "0" : joined.split(",")[0]));
    } catch (NumberFormatException e) {
      System.err.println(e.getMessage());
    }
    System.out.print(out);
    System.out.println(total + " " + graph.size() + " " + queue.size() + " " + stack.size() + " " + ordered.size());
  }
}
`;
