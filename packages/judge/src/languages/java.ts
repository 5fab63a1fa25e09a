import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SandboxMount } from '../sandbox';
import { aidMounts } from './compile-aid';
import { realTool, versionOf } from './find-tool';
import { javacArchive, javacArchiveFile } from './javac-archive';
import { boxDir, heapMb, type Language } from './types';

// javac is itself a JVM: C1 only and the serial collector cut a small compile from ≈1.2 s to
// ≈0.8 s (docs/judge.md#host-facts). The program's JVM keeps C2 (long runs need it), CDS on.
export const javacFlags = ['-J-XX:TieredStopAtLevel=1', '-J-XX:+UseSerialGC', '-J-Xmx512m'];
/** Where a compile sees the class-data-sharing archive of javac's own classes (javac-archive.ts). */
const archiveMount = '/javac-cds';
/**
 * Argument files (`@file`, read by javac and by the java launcher) written next to the source:
 * the source's path for javac and the class to run for java, so that a program whose public
 * class is not `Main` (`public class hello`, as Kattis packages have them) compiles and runs.
 */
const sourcesArgFile = 'javac-sources';
const mainClassArgFile = 'java-main-class';

/** Comments, text blocks, strings and character literals, blanked before looking for classes. */
const noise = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g;
const typeDeclaration =
  /\b((?:(?:public|final|abstract|static|sealed|non-sealed|strictfp)\s+)*)(?:class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/g;

/**
 * The class a Java program runs: its public top-level class (javac wants it in a file of that
 * name), else the first top-level class that declares `main`, else the first one, else `Main`.
 * Classes named in comments or strings and nested classes do not count.
 */
export function javaMainClass(code: string): string {
  const plain = code.replace(noise, (match) => match.replace(/[^\n]/g, ' '));
  const topLevel: Array<{ name: string; isPublic: boolean; body: string }> = [];
  for (const match of plain.matchAll(typeDeclaration)) {
    const at = match.index ?? 0;
    if (braceDepth(plain, at) !== 0) continue;
    const open = plain.indexOf('{', at);
    topLevel.push({
      name: match[2] as string,
      isPublic: /\bpublic\b/.test(match[1] ?? ''),
      body: open < 0 ? '' : plain.slice(open, closingBrace(plain, open)),
    });
  }
  const chosen =
    topLevel.find((type) => type.isPublic) ??
    topLevel.find((type) => /\bstatic\s+void\s+main\s*\(/.test(type.body)) ??
    topLevel[0];
  const name = chosen?.name ?? 'Main';
  return name.length <= 200 ? name : 'Main';
}

function braceDepth(text: string, end: number): number {
  let depth = 0;
  for (let i = 0; i < end; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') depth = Math.max(0, depth - 1);
  }
  return depth;
}

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return text.length;
}

type Jdk = { javac: string; java: string; mounts: SandboxMount[] };

/** The JDK around `javacPath`, found on first use (never at import): null when it is missing. */
function findJdk(javacPath: string): Jdk | null {
  const javac = realTool([javacPath]);
  if (!javac) return null;
  const home = dirname(dirname(javac));
  const java = `${home}/bin/java`;
  if (!existsSync(java)) return null;
  // Debian keeps the JDK's conf/ as symlinks into /etc/java-N-openjdk (SecureRandom needs it).
  const mounts: SandboxMount[] = [];
  const major = home.match(/java-(\d+)-openjdk/)?.[1];
  const etc = major ? `/etc/java-${major}-openjdk` : null;
  if (etc && existsSync(etc)) mounts.push({ host: etc, sandbox: etc });
  return { javac, java, mounts };
}

export const defaultJavacPath = '/usr/bin/javac';

/** Java with the JDK whose javac is `javacPath` (the judge's `javacPath` option). */
export function createJava(javacPath: string = defaultJavacPath): Language {
  let found: Jdk | null | undefined;
  const jdk = () => {
    if (found === undefined) found = findJdk(javacPath);
    return found;
  };
  return {
    id: 'java',
    name: 'Java (OpenJDK)',
    sourceFile: 'Main.java',
    sourceFiles(code) {
      const mainClass = javaMainClass(code);
      return {
        [`${mainClass}.java`]: code,
        [sourcesArgFile]: `${boxDir}/${mainClass}.java\n`,
        [mainClassArgFile]: `${mainClass}\n`,
      };
    },
    get compileFingerprint() {
      // `argfiles`: an artefact holds the argument file its run needs (older ones do not).
      return `${jdk()?.javac ?? ''} ${javacFlags.join(' ')} argfiles`;
    },
    detect() {
      const tools = jdk();
      if (!tools) {
        return {
          available: false,
          reason: 'javac/java not found',
          install: 'apt-get install openjdk-17-jdk-headless',
        };
      }
      // The JDK's release file, not `javac -version`: starting a JVM to ask costs ≈0.5 s.
      const release = readRelease(dirname(dirname(tools.javac)));
      return { available: true, version: release ?? versionOf(tools.javac, ['-version']) };
    },
    async prepare(cacheDir, logger) {
      const javac = jdk()?.javac;
      if (!javac) return { mounts: [] };
      const archive = await javacArchive(cacheDir, javac, javacFlags);
      return { mounts: aidMounts(archive, archiveMount, "javac's class-data archive", logger) };
    },
    compile: (prepared) => ({
      argv: [
        jdk()?.javac ?? 'javac',
        ...javacFlags,
        ...(prepared.mounts.length > 0
          ? [`-J-XX:SharedArchiveFile=${archiveMount}/${javacArchiveFile}`]
          : []),
        '-encoding',
        'UTF-8',
        '-d',
        boxDir,
        `@${boxDir}/${sourcesArgFile}`,
      ],
      mounts: [...(jdk()?.mounts ?? []), ...prepared.mounts],
      proc: true,
      pids: 128,
    }),
    run: (limits) => ({
      argv: [
        jdk()?.java ?? 'java',
        `-Xmx${heapMb(limits)}m`,
        '-Xss64m',
        '-XX:+UseSerialGC',
        '-XX:ActiveProcessorCount=1',
        '-XX:-UsePerfData',
        '-Xshare:auto',
        '-cp',
        boxDir,
        `@${boxDir}/${mainClassArgFile}`,
      ],
      mounts: jdk()?.mounts ?? [],
      proc: true,
      pids: 128,
    }),
    outOfMemory: (stderr) =>
      stderr.includes('java.lang.OutOfMemoryError') &&
      !stderr.includes('unable to create native thread'),
  };
}

function readRelease(home: string): string | null {
  try {
    const version = readFileSync(`${home}/release`, 'utf8').match(/^JAVA_VERSION="([^"]+)"/m)?.[1];
    return version ? `OpenJDK ${version}` : null;
  } catch {
    return null;
  }
}
