import { describe, expect, it } from 'vitest';
import { revealTree } from './revealTree';
import { markdownToTree } from './toTree';

/** The text a reader sees, with the elements around it named. */
function shown(tree: ReturnType<typeof markdownToTree>): string {
  const walk = (node: {
    type: string;
    value?: string;
    tagName?: string;
    children?: unknown[];
  }): string => {
    if (node.type === 'text') return node.value ?? '';
    const inner = (node.children ?? []).map((child) => walk(child as typeof node)).join('');
    return node.type === 'element' ? `<${node.tagName}>${inner}</${node.tagName}>` : inner;
  };
  return walk(tree);
}

describe('revealTree', () => {
  const tree = markdownToTree('**Hint 1 of 3**: use a map.');

  it('shows the first part of the rendered text, never the markdown markers', () => {
    expect(shown(revealTree(tree, 0.3))).toBe('<p><strong>Hint 1</strong></p>');
    expect(shown(revealTree(tree, 0.3))).not.toContain('*');
  });

  it('shows everything at the end and nothing at the start', () => {
    expect(shown(revealTree(tree, 1))).toBe('<p><strong>Hint 1 of 3</strong>: use a map.</p>');
    expect(shown(revealTree(tree, 0))).toBe('');
  });
});
