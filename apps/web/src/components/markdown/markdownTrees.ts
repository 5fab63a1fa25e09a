import type { Root } from 'hast';
import { startTransition, useEffect, useState } from 'react';
import type { TreeRequest, TreeResponse } from './treeMessages';

/**
 * Parsed trees by source (and whether math was typeset): a statement shown again (another tab,
 * the next visit) is not re-parsed.
 */
const trees = new Map<string, Root>();
const keyOf = (source: string, math: boolean) => (math ? `math:${source}` : `text:${source}`);
const MAX_TREES = 50;
const waiting = new Map<number, (tree: Root) => void>();
let nextId = 0;
let worker: Worker | null | undefined;

function remember(key: string, tree: Root) {
  if (trees.size >= MAX_TREES) trees.delete(trees.keys().next().value ?? '');
  trees.set(key, tree);
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./markdown.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<TreeResponse>) => {
      waiting.get(event.data.id)?.(event.data.tree);
      waiting.delete(event.data.id);
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the parser before the first markdown arrives, so its code is loaded by then. */
export function prepareMarkdown() {
  if (typeof Worker !== 'undefined') startWorker();
}

export function cachedTree(source: string, math = false): Root | undefined {
  return trees.get(keyOf(source, math));
}

/**
 * Parses off the main thread; where workers are missing (tests, old browsers), on it. A source
 * that will not be shown again (a reply still arriving) is not kept: it would push out trees
 * that are, such as the statement the problem page waits on.
 */
export async function parseMarkdown(
  source: string,
  { keep = true, math = false } = {},
): Promise<Root> {
  const key = keyOf(source, math);
  const known = trees.get(key);
  if (known) return known;
  const parser = typeof Worker === 'undefined' ? null : startWorker();
  const tree = parser
    ? await new Promise<Root>((resolve) => {
        nextId += 1;
        waiting.set(nextId, resolve);
        const request: TreeRequest = { id: nextId, source, math };
        parser.postMessage(request);
      })
    : (await import('./toTree')).markdownToTree(source, { math });
  if (keep) remember(key, tree);
  return tree;
}

/**
 * Whether `source` has been parsed, parsing it if not. A screen waits on this before showing
 * markdown that sits above other content, so the content below does not jump when it arrives.
 */
export function useMarkdownParsed(source: string | undefined, math = false): boolean {
  const [, setParsedCount] = useState(0);
  const parsed = source === undefined || cachedTree(source, math) !== undefined;
  useEffect(() => {
    if (source === undefined || cachedTree(source, math)) return;
    let current = true;
    parseMarkdown(source, { math }).then(() => {
      // A transition: what waited on the markdown may be a large tree (see ProblemPage).
      if (current) startTransition(() => setParsedCount((count) => count + 1));
    });
    return () => {
      current = false;
    };
  }, [source, math]);
  return parsed;
}
