/** Seconds as mm:ss (minutes unpadded past 99), e.g. 4 → "00:04", 312.5 → "05:13". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
