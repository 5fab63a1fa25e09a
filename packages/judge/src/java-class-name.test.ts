import { JudgeStatus } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { javaMainClass } from './languages/java';
import { job, judgeWithUids, processesWithUids, sandboxSkipReason } from './test-support';

const skip = sandboxSkipReason('Java class-name tests');
const uidBase = 79_000;

describe('the class a Java program runs', () => {
  it('is the public top-level class, whatever its name', () => {
    expect(javaMainClass('public class Main { public static void main(String[] a) {} }')).toBe(
      'Main',
    );
    expect(javaMainClass('import java.util.*;\npublic final class hello {}')).toBe('hello');
    // Named in a comment or a string, or nested: not the program's class.
    const tricky = `// public class Wrong {}
/* class AlsoWrong */
class Helper { static class Inner {} }
public class Solution {
  static String s = "public class InString {";
  public static void main(String[] args) {}
}`;
    expect(javaMainClass(tricky)).toBe('Solution');
  });

  it('is the class with main when none is public, and Main when nothing is found', () => {
    expect(
      javaMainClass('class Util { }\nclass Runner { public static void main(String[] a) {} }'),
    ).toBe('Runner');
    expect(javaMainClass('')).toBe('Main');
  });
});

describe.skipIf(skip !== null)('judging Java whose public class is not Main', () => {
  const judge = skip ? null : judgeWithUids(uidBase, 1);
  afterAll(async () => {
    await judge?.close();
    expect(processesWithUids(uidBase)).toEqual([]);
  });
  const judged = (code: string) => {
    if (!judge) throw new Error('unreachable: skipped without a sandbox');
    return judge.judge(
      job('java', code, [
        { input: '2 3\n', expected: '5\n' },
        { input: '40 2\n', expected: '42\n' },
      ]),
    );
  };
  const body = `public static void main(String[] args) {
    java.util.Scanner in = new java.util.Scanner(System.in);
    System.out.println(in.nextLong() + in.nextLong());
  }`;

  it('accepts a public class with any name, lower case too', async () => {
    for (const name of ['Solution', 'hello', 'Main']) {
      const result = await judged(`import java.util.*;\npublic class ${name} {\n  ${body}\n}\n`);
      expect(result.compile.output, name).toBe('');
      expect(result.status_id, name).toBe(JudgeStatus.accepted);
    }
  });

  it('accepts a program whose only class is not public', async () => {
    const result = await judged(`class Adder {\n  ${body}\n}\n`);
    expect(result.status_id).toBe(JudgeStatus.accepted);
  });

  it('still names the file in compiler errors', async () => {
    const result = await judged('public class Broken { void f() { int x = "s"; } }');
    expect(result.status_id).toBe(JudgeStatus.compilationError);
    expect(result.compile.output).toContain('Broken.java:1: error: incompatible types');
  });
});
