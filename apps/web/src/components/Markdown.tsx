import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
// KaTeX's layout and fonts, from the package (never a CDN); the browser fetches a font only when
// a formula on screen uses it.
import 'katex/dist/katex.min.css';
import { startTransition, useEffect, useState } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { cachedTree, parseMarkdown } from './markdown/markdownTrees';
import { revealTree } from './markdown/revealTree';
import { cx } from './ui/cx';

const styles = [
  'text-sm leading-relaxed text-fg',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_a]:text-accent [&_a]:underline [&_strong]:text-white',
  '[&_code]:rounded [&_code]:bg-raised [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-bg [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-3 [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-border-strong [&_blockquote]:pl-3 [&_blockquote]:text-muted',
  // Highlighted code (rehype-highlight's hljs-* spans), in the design system's colours.
  '[&_.hljs-keyword]:text-purple [&_.hljs-built\\_in]:text-info [&_.hljs-type]:text-info [&_.hljs-title]:text-accent',
  '[&_.hljs-string]:text-easy [&_.hljs-number]:text-orange [&_.hljs-literal]:text-orange [&_.hljs-comment]:text-muted [&_.hljs-meta]:text-muted',
].join(' ');

/**
 * Markdown from authors and users, GitHub-flavoured and sanitized (no raw HTML or scripts):
 * react-markdown's pipeline, run in a worker (components/markdown), rendered when it answers.
 * `reveal` (0–1) shows only that share of the rendered text, for text that is typing out: its
 * source is still growing, so each version is parsed without being kept, and the last one stays
 * on screen until the next is parsed.
 */
export function Markdown({
  children,
  className,
  reveal,
  math = false,
}: {
  children: string;
  className?: string;
  reveal?: number;
  /** Typeset `$…$` and `$$…$$` as TeX math: for problem statements, hints and editorials. */
  math?: boolean;
}) {
  const [parsed, setParsed] = useState(() => ({
    source: children,
    tree: cachedTree(children, math),
  }));
  const typing = reveal !== undefined;

  useEffect(() => {
    let current = true;
    parseMarkdown(children, { keep: !typing, math }).then((tree) => {
      if (current) startTransition(() => setParsed({ source: children, tree }));
    });
    return () => {
      current = false;
    };
  }, [children, typing, math]);

  const tree =
    parsed.source === children
      ? parsed.tree
      : (cachedTree(children, math) ?? (typing ? parsed.tree : undefined));
  const shown = tree && typing ? revealTree(tree, reveal) : tree;
  return (
    <div className={cx(styles, className)} aria-busy={shown ? undefined : true}>
      {shown
        ? toJsxRuntime(shown, { Fragment, jsx, jsxs, ignoreInvalidStyle: true, passKeys: true })
        : null}
    </div>
  );
}
