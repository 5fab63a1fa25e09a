import type { LanguageLabel } from '@grindstone/contract';

/**
 * Start code for a problem imported from a Kattis package, which has none: every problem created
 * on Grindstone has a template per language (the create-problem schema requires them), so an
 * imported one gets the smallest program that reads the whole input and writes an answer, with
 * a TODO where the solution goes. Each compiles and runs as it is.
 */
export const kattisTemplates: Record<LanguageLabel, string> = {
  'C++': `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // TODO: read the input from cin and write the answer to cout
    return 0;
}
`,
  Java: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        // TODO: read the input from in and append the answer to out
        System.out.print(out);
    }
}
`,
  JavaScript: `const input = require('fs').readFileSync(0, 'utf8');
const tokens = input.split(/\\s+/).filter(Boolean);
const out = [];
// TODO: compute the answer from tokens and push its lines to out
process.stdout.write(out.length > 0 ? \`\${out.join('\\n')}\\n\` : '');
`,
  Python: `import sys


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    # TODO: compute the answer from data and append its lines to out
    sys.stdout.write("".join(line + "\\n" for line in out))


main()
`,
};
