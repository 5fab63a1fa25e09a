import type { ProblemVideoRow } from '../db/schema';

/**
 * What problems/ asks about a problem's editorial video. media/ owns the `problem_videos` table
 * and the files behind each row (decision 017), so problems/ never reads the table itself: app.ts
 * hands in media/'s answer (`media/problem-videos.ts`).
 */
export interface ProblemVideos {
  /** The problem's video with the addresses a client should use, or undefined when it has none. */
  publicVideoOf(problemId: string): Promise<ProblemVideoRow | undefined>;
  /** Removes the problem's video, its row and its files; does nothing when it has none. */
  removeVideoOf(problemId: string): Promise<void>;
}
