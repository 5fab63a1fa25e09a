import type { Element, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { markdownToTree } from './toTree';

function elements(node: Root | RootContent): Element[] {
  const own = node.type === 'element' ? [node] : [];
  const children = 'children' in node ? node.children.flatMap(elements) : [];
  return [...own, ...children];
}
const tags = (source: string) => elements(markdownToTree(source)).map((node) => node.tagName);

describe('markdownToTree', () => {
  it('renders GitHub-flavoured markdown', () => {
    expect(tags('# Title\n\nSome **bold** `code`.\n\n- one\n- two')).toEqual([
      'h1',
      'p',
      'strong',
      'code',
      'ul',
      'li',
      'li',
    ]);
    expect(tags('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('table');
    expect(tags('~~gone~~')).toContain('del');
  });

  it('drops raw HTML and scripts', () => {
    const tree = markdownToTree(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nok',
    );
    expect(elements(tree).map((node) => node.tagName)).toEqual(['p']);
    expect(JSON.stringify(tree)).not.toMatch(/alert|onerror/);
  });

  it('keeps safe links and removes script URLs', () => {
    const [safe] = elements(markdownToTree('[docs](https://example.com/a)')).filter(
      (node) => node.tagName === 'a',
    );
    expect(safe?.properties.href).toBe('https://example.com/a');
    const [unsafe] = elements(markdownToTree('[x](javascript:alert(1))')).filter(
      (node) => node.tagName === 'a',
    );
    expect(unsafe?.properties.href).toBeUndefined();
  });

  it('drops data: links too', () => {
    const links = elements(markdownToTree('[x](data:text/html,<script>alert(1)</script>)')).filter(
      (node) => node.tagName === 'a',
    );
    expect(links.every((node) => node.properties.href === undefined)).toBe(true);
  });

  it('loads images from this site only; others leave their description', () => {
    const images = (source: string) =>
      elements(markdownToTree(source)).filter((node) => node.tagName === 'img');
    expect(images('![chart](/api/media/chart.png)')[0]?.properties.src).toBe(
      '/api/media/chart.png',
    );
    for (const src of [
      'https://tracker.example/p.gif',
      '//tracker.example/p.gif',
      'HTTPS://tracker.example/p.gif',
      'data:image/png;base64,AAAA',
    ]) {
      expect(images(`![pixel](${src})`), src).toEqual([]);
    }
    expect(JSON.stringify(markdownToTree('![pixel](https://tracker.example/p.gif)'))).toContain(
      '"value":"pixel"',
    );
  });

  it('highlights fenced code in the judge’s languages', () => {
    const tree = markdownToTree('```cpp\nint main() { return 0; }\n```');
    const classes = elements(tree).flatMap((node) => node.properties.className ?? []);
    expect(classes).toContain('hljs-keyword');
  });

  it('typesets TeX math with KaTeX when asked, and only then', () => {
    const source = 'Let $n \\le 10^5$.\n\n$$\\sum_{i=1}^{n} a_i$$';
    const math = elements(markdownToTree(source, { math: true }));
    const classes = math.flatMap((node) => (node.properties.className as string[]) ?? []);
    expect(classes).toContain('katex');
    expect(classes).toContain('katex-display');
    expect(math.map((node) => node.tagName)).toContain('math');
    // Without math, the dollars stay text: posts and chat quote prices and shell prompts.
    const plain = markdownToTree('It costs $5 and $6.');
    expect(JSON.stringify(plain)).not.toContain('katex');
    expect(JSON.stringify(plain)).toContain('It costs $5 and $6.');
  });

  it('keeps math from linking anywhere or carrying HTML', () => {
    const tree = markdownToTree(
      '$\\href{javascript:alert(1)}{click}$ $\\url{https://example.com}$ $\\htmlClass{x}{y}$',
      { math: true },
    );
    const found = elements(tree);
    expect(found.filter((node) => node.tagName === 'a')).toEqual([]);
    expect(found.some((node) => 'href' in node.properties)).toBe(false);
    expect(found.some((node) => 'onclick' in node.properties || 'onClick' in node.properties)).toBe(
      false,
    );
  });
});
