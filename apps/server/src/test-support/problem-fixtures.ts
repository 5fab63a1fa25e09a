import type { ProblemInputDraft } from '@grindstone/contract';

/** Solutions to "print the sum of two integers", in every language, right and wrong. */
export const sumSolutions = {
  cpp: '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  java: 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);long a=s.nextLong(),b=s.nextLong();System.out.println(a+b);}}\n',
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);\nconsole.log(String(a + b));\n",
  python: 'import sys\na, b = map(int, sys.stdin.buffer.read().split())\nprint(a + b)\n',
  wrongCpp:
    '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<"\\n";}\n',
  /** Right on small inputs, overflows on the hidden large one. */
  overflowingJava:
    'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);long a=s.nextLong(),b=s.nextLong();System.out.println((int)(a+b));}}\n',
  /**
   * Right on every test but the hidden large one, where it echoes its input to stdout and stderr
   * and crashes: the only way the hidden test's data could reach the learner is through that
   * failure, which is exactly what must not happen.
   */
  leakingJavascript: [
    "const input = require('fs').readFileSync(0, 'utf8');",
    'const [a, b] = input.trim().split(/\\s+/).map(BigInt);',
    'if (a + b > 1000n) {',
    "  process.stdout.write('SAW ' + input);",
    "  console.error('INPUT WAS ' + input);",
    '  process.exit(3);',
    '}',
    'console.log(String(a + b));',
    '',
  ].join('\n'),
};

export const HIDDEN_SECRET_INPUT = '4000000000 4000000000\n';
export const HIDDEN_SECRET_OUTPUT = '8000000000\n';

export function sumProblem(overrides: Partial<ProblemInputDraft> = {}): ProblemInputDraft {
  return {
    title: 'Add Two Numbers Plainly',
    description: 'Read two integers and print their sum.',
    difficulty: 'easy',
    tags: 'array',
    companies: ['Acme', 'Globex', 'Initech'],
    visibleTestCases: [
      { input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3' },
      { input: '-5 5\n', output: '0\n', explanation: 'They cancel out' },
    ],
    hiddenTestCases: [
      { input: '10 20\n', output: '30\n' },
      { input: HIDDEN_SECRET_INPUT, output: HIDDEN_SECRET_OUTPUT },
    ],
    startCode: [
      { language: 'C++', initialCode: 'int main() {\n  // read a and b, print a + b\n}\n' },
      {
        language: 'Java',
        initialCode: 'public class Main { public static void main(String[] a) {} }\n',
      },
      { language: 'JavaScript', initialCode: '// read a and b, print a + b\n' },
    ],
    referenceSolution: [
      { language: 'C++', completeCode: sumSolutions.cpp },
      { language: 'Java', completeCode: sumSolutions.java },
      { language: 'JavaScript', completeCode: sumSolutions.javascript },
    ],
    ...overrides,
  };
}

/** The sum problem with Python beside the original three languages. */
export function sumProblemWithPython(overrides: Partial<ProblemInputDraft> = {}) {
  const problem = sumProblem();
  return sumProblem({
    startCode: [
      ...(problem.startCode ?? []),
      { language: 'Python', initialCode: '# read a and b, print a + b\n' },
    ],
    referenceSolution: [
      ...(problem.referenceSolution ?? []),
      { language: 'Python', completeCode: sumSolutions.python },
    ],
    ...overrides,
  });
}
