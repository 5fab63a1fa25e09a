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
