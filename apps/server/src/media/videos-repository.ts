import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type ProblemVideoRow, problemVideos } from '../db/schema';

export type ProblemVideo = Omit<ProblemVideoRow, 'problemId' | 'uploadedAt'> & {
  uploadedAt?: Date;
};

/** Only this module queries problem_videos: a problem's editorial video, at most one. */
export function videosRepository(db: Database) {
  return {
    /** Sets (or replaces) the problem's video. */
    async set(problemId: string, video: ProblemVideo): Promise<ProblemVideoRow> {
      const values = { ...video, uploadedAt: video.uploadedAt ?? new Date() };
      const [row] = await db
        .insert(problemVideos)
        .values({ problemId, ...values })
        .onConflictDoUpdate({ target: problemVideos.problemId, set: values })
        .returning();
      if (!row) throw new Error(`storing the video of problem ${problemId} returned no row`);
      return row;
    },

    /** The deleted video (its media-host id, to delete the file too), if there was one. */
    async delete(problemId: string): Promise<ProblemVideoRow | undefined> {
      const [row] = await db
        .delete(problemVideos)
        .where(eq(problemVideos.problemId, problemId))
        .returning();
      return row;
    },

    /** Every problem's video (the admin video list marks which problems have one). */
    async listAll(): Promise<ProblemVideoRow[]> {
      return db.select().from(problemVideos);
    },

    async find(problemId: string): Promise<ProblemVideoRow | undefined> {
      const [row] = await db
        .select()
        .from(problemVideos)
        .where(eq(problemVideos.problemId, problemId))
        .limit(1);
      return row;
    },
  };
}

export type VideosRepository = ReturnType<typeof videosRepository>;
