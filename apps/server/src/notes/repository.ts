import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { problemNotes } from '../db/schema';

/** Only this module queries notes. A note is its writer's alone. */
export function notesRepository(db: Database) {
  const key = (userId: string, problemId: string) =>
    and(eq(problemNotes.userId, userId), eq(problemNotes.problemId, problemId));
  return {
    async find(userId: string, problemId: string) {
      const [row] = await db
        .select({ text: problemNotes.text, updatedAt: problemNotes.updatedAt })
        .from(problemNotes)
        .where(key(userId, problemId))
        .limit(1);
      return row;
    },

    /** Writes the note; an empty text deletes it. */
    async save(userId: string, problemId: string, text: string): Promise<Date | null> {
      if (text.trim() === '') {
        await db.delete(problemNotes).where(key(userId, problemId));
        return null;
      }
      const updatedAt = new Date();
      await db
        .insert(problemNotes)
        .values({ userId, problemId, text, updatedAt })
        .onConflictDoUpdate({
          target: [problemNotes.userId, problemNotes.problemId],
          set: { text, updatedAt },
        });
      return updatedAt;
    },
  };
}

export type NotesRepository = ReturnType<typeof notesRepository>;
