import type { Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// react-markdown's own pipeline with our plugins: GitHub-flavoured markdown, HTML allowed
// through to rehype-sanitize, which removes it (no raw HTML or scripts) and keeps only safe URL
// protocols, as react-markdown's URL filter would.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeSanitize);

/** Markdown → a sanitized HTML syntax tree, ready for hast-util-to-jsx-runtime. */
export function markdownToTree(source: string): Root {
  return processor.runSync(processor.parse(source));
}
