import { type KeyboardEvent, useState } from 'react';
import { formatDuration } from './formatDuration';
import { resolveMediaUrl } from './mediaUrls';

const SEEK_STEP_SECONDS = 5;

/**
 * The editorial video: the browser's own controls (focusable, keyboard-operable), plus keys on
 * the focused player that behave the same in every browser — Space or K plays and pauses,
 * ←/→ seek 5 s, Home/End jump to the start and the end. Seeking works because the server
 * answers range requests.
 */
export function EditorialVideo({
  src,
  poster,
  duration,
  title,
}: {
  src: string;
  poster?: string | undefined;
  duration?: number | undefined;
  title: string;
}) {
  const [measured, setMeasured] = useState<number | undefined>();
  const shown = duration ?? measured;

  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    const end = Number.isFinite(video.duration) ? video.duration : (shown ?? 0);
    const seekTo = (time: number) => {
      video.currentTime = Math.min(Math.max(0, time), end);
    };
    const actions: Record<string, () => void> = {
      ' ': () => void (video.paused ? video.play() : video.pause()),
      k: () => void (video.paused ? video.play() : video.pause()),
      ArrowLeft: () => seekTo(video.currentTime - SEEK_STEP_SECONDS),
      ArrowRight: () => seekTo(video.currentTime + SEEK_STEP_SECONDS),
      Home: () => seekTo(0),
      End: () => seekTo(end),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <figure className="flex flex-col gap-2">
      {/* biome-ignore lint/a11y/useMediaCaption: editorial videos are uploaded without caption tracks. */}
      <video
        controls
        preload="metadata"
        src={resolveMediaUrl(src)}
        poster={poster ? resolveMediaUrl(poster) : undefined}
        aria-label={`Editorial video: ${title}`}
        aria-describedby="editorial-video-help"
        onKeyDown={onKeyDown}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds)) setMeasured(seconds);
        }}
        className="w-full rounded-lg bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
      <figcaption className="flex flex-wrap justify-between gap-2 text-xs text-muted">
        {shown !== undefined ? (
          <span>
            Duration <span data-testid="editorial-duration">{formatDuration(shown)}</span>
          </span>
        ) : null}
        <span id="editorial-video-help">Space plays or pauses; ← and → seek 5 seconds.</span>
      </figcaption>
    </figure>
  );
}
