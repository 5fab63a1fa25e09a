import { describe, expect, it } from 'vitest';
import { type CodeBlock, createReplyGuard, REMOVED_SOLUTION_NOTE } from './reply-guard';

/** Feeds `reply` in pieces of `size` characters and returns what the guard let through. */
async function guarded(reply: string, size: number, strip: (block: CodeBlock) => boolean) {
  const seen: CodeBlock[] = [];
  const guard = createReplyGuard(async (block) => {
    seen.push(block);
    return strip(block);
  });
  let out = '';
  for (let index = 0; index < reply.length; index += size) {
    out += await guard.push(reply.slice(index, index + size));
  }
  out += await guard.end();
  return { out, seen };
}

const reply = 'Use a map.\n\n```cpp\nint main() { return 0; }\n```\n\nThen `print` it.\n';

describe('the reply guard', () => {
  it('passes prose and kept code blocks through unchanged, whatever the chunking', async () => {
    for (const size of [1, 3, 7, 1000]) {
      const { out, seen } = await guarded(reply, size, () => false);
      expect(out).toBe(reply);
      expect(seen).toEqual([{ info: 'cpp', code: 'int main() { return 0; }\n' }]);
    }
  });

  it('replaces a block the check rejects with the note, keeping the prose around it', async () => {
    const { out } = await guarded(reply, 5, () => true);
    expect(out).toBe(`Use a map.\n\n${REMOVED_SOLUTION_NOTE}\n\nThen \`print\` it.\n`);
  });

  it('checks a block the reply never closes', async () => {
    const { out, seen } = await guarded('Here:\n```js\nconsole.log(1)', 4, () => true);
    expect(seen).toEqual([{ info: 'js', code: 'console.log(1)' }]);
    expect(out).toBe(`Here:\n${REMOVED_SOLUTION_NOTE}\n`);
  });

  it('treats triple backticks inside a line as inline code, not a fence', async () => {
    const text = 'Write ```x``` here\nand more\n';
    const { out, seen } = await guarded(text, 2, () => true);
    expect(out).toBe(text);
    expect(seen).toEqual([]);
  });

  it('shows prose a line at a time, before a block has closed (streaming is not held back)', async () => {
    const guard = createReplyGuard(async () => false);
    expect(await guard.push('Think about ')).toBe('');
    expect(await guard.push('it.\n```py\nx = 1\n')).toBe('Think about it.\n');
    expect(await guard.push('```\n')).toBe('```py\nx = 1\n```\n');
  });

  it('gives the check each span of code however it is written, with the code shown before it', async () => {
    const text = [
      'Indented:',
      '',
      '    int x = 1;',
      '    int y = 2;',
      '',
      'Inline, in prose:',
      'Call `solve(a, b);` once.',
      '<pre>',
      'a &lt; b &amp;&amp; c',
      '</pre>',
      'Plain:',
      '#include <cstdio>',
      'int main() { return 0; }',
      'The end.',
      '',
    ].join('\n');
    const earlier: number[] = [];
    for (const size of [1, 5, 1000]) {
      const { out, seen } = await guarded(text, size, () => false);
      expect(out).toBe(text);
      expect(seen).toEqual([
        { info: '', code: 'int x = 1;\nint y = 2;' },
        { info: '', code: 'solve(a, b);' },
        { info: '', code: '\na < b && c\n' },
        { info: '', code: '#include <cstdio>\nint main() { return 0; }' },
      ]);
    }
    const guard = createReplyGuard(async (_block, before) => {
      earlier.push(before.length);
      return false;
    });
    await guard.push(text);
    await guard.end();
    expect(earlier).toEqual([0, 1, 2, 3]);
  });

  it('removes the span that completes a solution split over two blocks, keeping the first', async () => {
    const split = 'First:\n```cpp\nint f();\n```\nThen:\n```cpp\nint main() { f(); }\n```\nDone.\n';
    const { out } = await guarded(split, 3, () => false);
    expect(out).toBe(split);
    const guard = createReplyGuard(async (block, earlier) =>
      [...earlier, block]
        .map((code) => code.code)
        .join('')
        .includes('int f();\nint main'),
    );
    const stripped = (await guard.push(split)) + (await guard.end());
    expect(stripped).toBe(
      `First:\n\`\`\`cpp\nint f();\n\`\`\`\nThen:\n${REMOVED_SOLUTION_NOTE}\nDone.\n`,
    );
  });

  it('does not hold plain prose back for a check', async () => {
    const prose = 'Think about what the sum of two numbers needs.\n\nCould it overflow?\n';
    const { out, seen } = await guarded(prose, 4, () => true);
    expect(out).toBe(prose);
    expect(seen).toEqual([]);
  });
});
