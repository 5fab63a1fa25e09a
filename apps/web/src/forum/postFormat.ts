import type { PostAuthor } from '@grindstone/contract';

type Author = Partial<Pick<PostAuthor, 'firstName' | 'lastName'>> | null | undefined;

/** First letters of the first and last name, upper-cased; 'U' when there are none. */
export function authorInitials(author: Author): string {
  const letters = [author?.firstName, author?.lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || 'U';
}

/** The author's full name, or the fallback ('Unknown' on posts, 'Anonymous' on comments). */
export function authorName(author: Author, fallback: string): string {
  const name = [author?.firstName, author?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || fallback;
}

/** A post's date and time: short month, day, year, hour and minute. */
export function formatPostDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A comment's time: hour and minute only. */
export function formatCommentTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** The address that opens this post, expanded. */
export function postPermalink(postId: string, origin = window.location.origin): string {
  return `${origin}/discuss/${encodeURIComponent(postId)}`;
}

/**
 * A post's markdown as the words a reader would see, on one line, for a short preview (the
 * profile's "Your Posts"): no `#`, `**`, backticks, fences, link targets or HTML tags. Cheap and
 * approximate on purpose; the post itself is rendered by the real markdown pipeline.
 */
export function plainTextPreview(markdown: string): string {
  return markdown
    .replace(/^\s*(`{3,}|~{3,}).*$/gm, '') // code fences (the code inside stays)
    .replace(/<[^>\n]+>/g, '') // HTML tags
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/^\s*([-*_]\s*){3,}$/gm, '') // horizontal rules
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+(\[[ xX]\]\s+)?|\d+[.)]\s+)/gm, '') // block markers
    .replace(/`+([^`]*)`+/g, '$1') // inline code
    .replace(/(\*{1,3}|~~)(\S(?:[^\n]*?\S)?)\1/g, '$2') // **bold**, *italic*, ~~struck~~
    .replace(/(^|[^\w])_{1,3}(\S(?:[^\n]*?\S)?)_{1,3}(?=[^\w]|$)/g, '$1$2') // _italic_, not snake_case
    .replace(/\s+/g, ' ')
    .trim();
}
