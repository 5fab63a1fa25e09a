import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * A path on this site: one leading slash, and not `//host` or `/\host`, which browsers read as
 * another host. Relative paths without a slash resolve to this site too.
 */
const SAME_ORIGIN_PATH = /^(?:\/(?![/\\])|(?![a-z][a-z0-9+.-]*:|[/\\]))[^\\]*$/i;

export const isSameOriginImage = (src: unknown): boolean =>
  typeof src === 'string' && SAME_ORIGIN_PATH.test(src);

function replaceForeignImages(parent: Root | Element) {
  parent.children = parent.children.flatMap((child: RootContent): ElementContent[] => {
    if (child.type !== 'element') return [child as ElementContent];
    if (child.tagName === 'img' && !isSameOriginImage(child.properties.src)) {
      // An image from elsewhere would tell its host who read the page (a tracking pixel):
      // only its description stays.
      const alt = typeof child.properties.alt === 'string' ? child.properties.alt : '';
      return alt ? [{ type: 'text', value: alt }] : [];
    }
    replaceForeignImages(child);
    return [child];
  });
}

/** A rehype plugin: images load only from this site; others become their alt text. */
export function rehypeSameOriginImages() {
  return (tree: Root) => replaceForeignImages(tree);
}
