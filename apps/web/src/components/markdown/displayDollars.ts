import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';

/**
 * remark-math reads `$$x$$` inside a line as inline math; problem statements (Kattis packages,
 * LaTeX habits) mean a displayed formula. Such a node is given the `math-display` class, which
 * rehype-katex typesets in display mode.
 */
export function remarkDisplayDollars() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const walk = (node: Nodes) => {
      if (node.type === 'inlineMath') {
        const start = node.position?.start.offset;
        if (start !== undefined && source.startsWith('$$', start)) {
          node.data = {
            ...node.data,
            hProperties: { className: ['language-math', 'math-display'] },
          };
        }
      }
      if ('children' in node) for (const child of node.children) walk(child);
    };
    walk(tree);
  };
}
