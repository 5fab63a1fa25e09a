import type { ProblemVideos } from '../problems/problem-videos';
import { removeVideo } from './delete-video';
import type { MediaHost } from './media-host';
import { publicVideo } from './public-video';
import type { VideosRepository } from './videos-repository';

/** media/'s answers to what problems/ asks about a problem's video (it owns problem_videos). */
export function problemVideos(media: MediaHost, videos: VideosRepository): ProblemVideos {
  return {
    async publicVideoOf(problemId) {
      return publicVideo(media, await videos.find(problemId));
    },
    async removeVideoOf(problemId) {
      await removeVideo({ media, videos }, problemId);
    },
  };
}
