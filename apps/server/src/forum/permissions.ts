import type { UserRow } from '../db/schema';
import { forbidden } from '../errors';

/** Edits belong to the author alone: an admin may remove a post, not put words in it. */
export function assertAuthor(actor: UserRow, authorId: string, message: string) {
  if (actor.id !== authorId) throw forbidden(message);
}

/** Deletes: the author, or an admin moderating. */
export function assertAuthorOrAdmin(actor: UserRow, authorId: string, message: string) {
  if (actor.id !== authorId && actor.role !== 'admin') throw forbidden(message);
}
