import type { Contest } from '@grindstone/contract';
import { useEffect, useState } from 'react';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A duration as a countdown reads it: `1 h 02 min 05 s`, `4 min 09 s`, `7 s`, and with days
 * `2 d 03 h 04 min 05 s`. Whole seconds, rounded up, so it shows `0 s` only when the time has come.
 */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} d ${pad(hours)} h ${pad(minutes)} min ${pad(seconds)} s`;
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(seconds)} s`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}

export type ContestPhase = 'upcoming' | 'running' | 'ended';

/** Where a window of time stands at `now`, by the browser's clock. */
export function phaseAt(window: { startsAt: string; endsAt: string }, now: number): ContestPhase {
  if (now < Date.parse(window.startsAt)) return 'upcoming';
  if (now < Date.parse(window.endsAt)) return 'running';
  return 'ended';
}

/** The countdown's line: `Starts in …`, `Ends in …`, or `Ended` once it is over. */
export function countdownText(window: { startsAt: string; endsAt: string }, now: number): string {
  const phase = phaseAt(window, now);
  if (phase === 'upcoming')
    return `Starts in ${formatCountdown(Date.parse(window.startsAt) - now)}`;
  if (phase === 'running') return `Ends in ${formatCountdown(Date.parse(window.endsAt) - now)}`;
  return 'Ended';
}

type Participation = Contest['participations'][number];

/**
 * The viewer's participation that matters now: the one running (official or virtual), else the
 * next one to start, else none.
 */
export function currentParticipation(contest: Contest, now: number): Participation | undefined {
  const running = contest.participations.find((entry) => phaseAt(entry, now) === 'running');
  if (running) return running;
  return contest.participations.find((entry) => phaseAt(entry, now) === 'upcoming');
}

/** The current time, ticking every `intervalMs` (a second by default) while mounted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A time in the viewer's own locale and time zone. */
export function formatContestTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A contest's length, `2 h 30 min`. */
export function formatLength(startsAt: string, endsAt: string): string {
  const minutes = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
