import type { Root } from 'hast';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { remarkDisplayDollars } from './displayDollars';
import { rehypeSameOriginImages } from './sameOriginImages';

// react-markdown's own pipeline with our plugins: GitHub-flavoured markdown, HTML allowed
// through to rehype-sanitize, which removes it (no raw HTML or scripts) and keeps only safe URL
// protocols (no javascript: or data:), as react-markdown's URL filter would. Then images from
// other sites are dropped, and fenced code with a language is highlighted: both run after
// sanitizing, on a tree that holds nothing but markdown's own elements, and add only spans
// with hljs-* classes. The languages are the judge's and a few that posts commonly quote;
// others stay plain, which keeps the worker small.
const highlight = {
  detect: false,
  languages: { bash, cpp, java, javascript, json, python, sql, typescript },
};
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeSanitize)
  .use(rehypeSameOriginImages)
  .use(rehypeHighlight, highlight);

// Problem statements, hints and editorials also read TeX math: `$…$` inline, `$$…$$` on its own.
// remark-math marks it as code with the `language-math` class, which survives sanitizing; KaTeX
// then typesets it after the sanitizer, from TeX only (no \href, \url or HTML extensions: its
// `trust` is off), so its output adds nothing a statement could use to run code or leave the
// site. Posts and chat do not read math: there a `$` is usually money or a shell prompt.
// `$$…$$` within a line is display math too, as problem packages write it (remark-math reads it
// as inline): remarkDisplayDollars marks it `math-display`, and the sanitizer lets that class
// through beside `language-*`.
const mathSchema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};
const mathProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkDisplayDollars)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeSanitize, mathSchema)
  .use(rehypeSameOriginImages)
  .use(rehypeKatex, { trust: false, strict: 'ignore', output: 'htmlAndMathml' })
  .use(rehypeHighlight, highlight);

/** Markdown → a sanitized HTML syntax tree, ready for hast-util-to-jsx-runtime. */
export function markdownToTree(source: string, { math = false } = {}): Root {
  const chosen = math ? mathProcessor : processor;
  return chosen.runSync(chosen.parse(source), source);
}
