import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type MediaFileRow, mediaFiles } from '../db/schema';

/** Only this module queries media_files: what the built-in host stored, and for whom. */
export function mediaRepository(db: Database) {
  return {
    /**
     * Reserves a video's public_id for the upload that is starting. False when another upload
     * has it already (running or done): a signature works once.
     */
    async claimVideo(id: string, problemId: string): Promise<boolean> {
      const rows = await db
        .insert(mediaFiles)
        .values({ id, kind: 'video', status: 'receiving', problemId })
        .onConflictDoNothing()
        .returning({ id: mediaFiles.id });
      return rows.length === 1;
    },

    /** Gives a failed upload's public_id back, so the admin may retry within the signature's life. */
    async releaseClaim(id: string): Promise<void> {
      await db
        .delete(mediaFiles)
        .where(and(eq(mediaFiles.id, id), eq(mediaFiles.status, 'receiving')));
    },

    async markVideoStored(
      id: string,
      file: { fileName: string; contentType: string; bytes: number; durationSeconds?: number },
    ): Promise<void> {
      await db
        .update(mediaFiles)
        .set({ ...file, status: 'stored' })
        .where(eq(mediaFiles.id, id));
    },

    async insertImage(row: {
      id: string;
      fileName: string;
      contentType: string;
      bytes: number;
      ownerId: string;
    }): Promise<void> {
      await db.insert(mediaFiles).values({ ...row, kind: 'image', status: 'stored' });
    },

    async find(id: string): Promise<MediaFileRow | undefined> {
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
      return row;
    },

    async findByFileName(fileName: string): Promise<MediaFileRow | undefined> {
      const [row] = await db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.fileName, fileName))
        .limit(1);
      return row;
    },

    /** Bytes of images the user uploaded that are still stored (the quota's measure). */
    async imageBytesOf(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ total: sum(mediaFiles.bytes) })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.ownerId, ownerId), eq(mediaFiles.kind, 'image')));
      return Number(row?.total ?? 0);
    },

    async delete(id: string): Promise<MediaFileRow | undefined> {
      const [row] = await db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning();
      return row;
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
