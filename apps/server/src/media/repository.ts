import { and, eq, inArray, isNotNull, ne, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type MediaFileRow, mediaFiles, users } from '../db/schema';
import { holderGone, thisHolder } from './upload-holder';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Bytes of images the user has stored or is uploading (reservations count), read under a lock
 * on the user's row: two uploads of one user check and change the quota one after the other.
 */
async function lockedImageBytes(tx: Transaction, ownerId: string, except?: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
  const [row] = await tx
    .select({ total: sum(mediaFiles.bytes) })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.ownerId, ownerId),
        eq(mediaFiles.kind, 'image'),
        except ? ne(mediaFiles.id, except) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

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
        .values({ id, kind: 'video', status: 'receiving', problemId, holder: thisHolder })
        .onConflictDoNothing()
        .returning({ id: mediaFiles.id });
      return rows.length === 1;
    },

    /**
     * Gives a failed upload's public_id (or an image's reservation) back, so the admin may retry
     * within the signature's life.
     */
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
        .set({ ...file, status: 'stored', holder: null })
        .where(eq(mediaFiles.id, id));
    },

    /**
     * Reserves up to `bytes` of the owner's image quota (what is left, if less) for an upload
     * about to be written, as a `receiving` row. False when the stored images and the other
     * reservations leave no room at all.
     */
    async reserveImage(
      image: { id: string; ownerId: string; bytes: number },
      quotaBytes: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const room = quotaBytes - (await lockedImageBytes(tx, image.ownerId));
        if (room <= 0) return false;
        await tx.insert(mediaFiles).values({
          ...image,
          bytes: Math.min(image.bytes, room),
          kind: 'image',
          status: 'receiving',
          holder: thisHolder,
        });
        return true;
      });
    },

    /** Sets a reservation to the image's real size; false when that no longer fits the quota. */
    async resizeReservation(
      image: { id: string; ownerId: string; bytes: number },
      quotaBytes: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const others = await lockedImageBytes(tx, image.ownerId, image.id);
        if (others + image.bytes > quotaBytes) return false;
        const updated = await tx
          .update(mediaFiles)
          .set({ bytes: image.bytes })
          .where(and(eq(mediaFiles.id, image.id), eq(mediaFiles.status, 'receiving')))
          .returning({ id: mediaFiles.id });
        return updated.length === 1;
      });
    },

    async markImageStored(id: string, file: { fileName: string; contentType: string }) {
      await db
        .update(mediaFiles)
        .set({ ...file, status: 'stored', holder: null })
        .where(eq(mediaFiles.id, id));
    },

    /**
     * Releases the claims and reservations of this host's server processes that are gone (killed
     * mid-upload): their public_ids may be uploaded again and their reserved quota is free.
     */
    async releaseAbandoned(): Promise<number> {
      const holders = await db
        .selectDistinct({ holder: mediaFiles.holder })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.status, 'receiving'), isNotNull(mediaFiles.holder)));
      const gone = holders.map((row) => row.holder as string).filter(holderGone);
      if (gone.length === 0) return 0;
      const released = await db
        .delete(mediaFiles)
        .where(and(eq(mediaFiles.status, 'receiving'), inArray(mediaFiles.holder, gone)))
        .returning({ id: mediaFiles.id });
      return released.length;
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

    async delete(id: string): Promise<MediaFileRow | undefined> {
      const [row] = await db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning();
      return row;
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
