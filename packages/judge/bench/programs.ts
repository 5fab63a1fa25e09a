import type { LanguageId } from '@grindstone/contract';

// Benchmark programs: read n, run an n-step linear congruential generator (no closed form the
// compiler could fold), print the state. `salt` makes the source unique to defeat the cache.

export const hello: Record<LanguageId, string> = {
  cpp: '#include <cstdio>\nint main(){puts("hi");}',
  java: 'public class Main { public static void main(String[] a) { System.out.println("hi"); } }',
  javascript: "console.log('hi')",
  python: "print('hi')",
};

export function lcg(language: LanguageId, salt: string): string {
  switch (language) {
    case 'cpp':
      return `#include <bits/stdc++.h>\n// ${salt}\nint main(){long long n;std::cin>>n;unsigned long long x=1;for(long long i=0;i<n;i++)x=x*6364136223846793005ULL+1442695040888963407ULL;std::cout<<x<<"\\n";}`;
    case 'java':
      return `import java.util.*;\n// ${salt}\npublic class Main { public static void main(String[] a) { long n = new Scanner(System.in).nextLong(); long x = 1; for (long i = 0; i < n; i++) x = x * 6364136223846793005L + 1442695040888963407L; System.out.println(Long.toUnsignedString(x)); } }`;
    case 'javascript':
      return `// ${salt}\nconst n = Number(require('fs').readFileSync(0, 'utf8')); let x = 1; for (let i = 0; i < n; i++) x = (Math.imul(x, 1664525) + 1013904223) | 0; console.log(x >>> 0);`;
    case 'python':
      return `# ${salt}\nn = int(input())\nx = 1\nfor _ in range(n):\n    x = (x * 1664525 + 1013904223) & 0xFFFFFFFF\nprint(x)\n`;
  }
}
