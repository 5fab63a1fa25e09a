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
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeSameOriginImages } from './sameOriginImages';

// react-markdown's own pipeline with our plugins: GitHub-flavoured markdown, HTML allowed
// through to rehype-sanitize, which removes it (no raw HTML or scripts) and keeps only safe URL
// protocols (no javascript: or data:), as react-markdown's URL filter would. Then images from
// other sites are dropped, and fenced code with a language is highlighted: both run after
// sanitizing, on a tree that holds nothing but markdown's own elements, and add only spans
// with hljs-* classes. The languages are the judge's and a few that posts commonly quote;
// others stay plain, which keeps the worker small.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeSanitize)
  .use(rehypeSameOriginImages)
  .use(rehypeHighlight, {
    detect: false,
    languages: { bash, cpp, java, javascript, json, python, sql, typescript },
  });

/** Markdown → a sanitized HTML syntax tree, ready for hast-util-to-jsx-runtime. */
export function markdownToTree(source: string): Root {
  return processor.runSync(processor.parse(source));
}
