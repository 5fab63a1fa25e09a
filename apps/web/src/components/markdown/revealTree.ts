import type { Element, ElementContent, Root, RootContent } from 'hast';

// The tutor's reply types out as rendered markdown (bold as bold, code as code) rather than as
// its source with `**` and backticks: the whole reply is parsed, and only the first part of its
// text is shown.

type Node = RootContent | ElementContent;

function textLength(node: Node): number {
  if (node.type === 'text') return node.value.length;
  if (node.type === 'element')
    return node.children.reduce((sum, child) => sum + textLength(child), 0);
  return 0;
}

/** The first `budget` characters of `nodes`, and what is left of the budget after them. */
function cut<T extends Node>(nodes: T[], budget: number): [T[], number] {
  const kept: T[] = [];
  let left = budget;
  for (const node of nodes) {
    if (left <= 0) break;
    if (node.type === 'text') {
      kept.push({ ...node, value: node.value.slice(0, left) });
      left -= node.value.length;
    } else if (node.type === 'element') {
      const [children, rest] = cut(node.children, left);
      kept.push({ ...(node as Element), children } as T);
      left = rest;
    } else {
      kept.push(node);
    }
  }
  return [kept, left];
}

/** The tree with only the first `fraction` (0–1) of its text, its elements closed where it stops. */
export function revealTree(tree: Root, fraction: number): Root {
  if (fraction >= 1) return tree;
  const total = tree.children.reduce((sum, child) => sum + textLength(child), 0);
  const [children] = cut(tree.children, Math.floor(total * Math.max(0, fraction)));
  return { ...tree, children };
}
