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

  it('shows prose before a block has closed (streaming is not held back)', async () => {
    const guard = createReplyGuard(async () => false);
    expect(await guard.push('Think about ')).toBe('Think about ');
    expect(await guard.push('it.\n```py\nx = 1\n')).toBe('it.\n');
    expect(await guard.push('```\n')).toBe('```py\nx = 1\n```\n');
  });
});
