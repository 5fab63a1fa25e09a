import type { Profile } from '@grindstone/contract';
import { Card } from '../../components/ui/Card';
import { cx } from '../../components/ui/cx';

const levels = [
  { key: 'easy', label: 'Easy', bar: 'bg-easy', text: 'text-easy' },
  { key: 'medium', label: 'Medium', bar: 'bg-medium', text: 'text-medium' },
  { key: 'hard', label: 'Hard', bar: 'bg-hard', text: 'text-hard' },
] as const;

/** A difficulty's share of all solved problems, as a bar width: 0 with nothing solved, ≤ 100 %. */
export const shareOfSolved = (count: number, solved: number) =>
  solved > 0 ? Math.min(100, Math.round((count / solved) * 100)) : 0;

/** The Solved / Easy / Medium / Hard tiles and the Problem Statistics bars. */
export function ProblemStatistics({ profile }: { profile: Profile }) {
  const solved = profile.problemSolvedCount;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
        <Tile label="Solved" value={solved} className="text-accent" />
        {levels.map((level) => (
          <Tile
            key={level.key}
            label={level.label}
            value={profile.stats[level.key]}
            className={level.text}
          />
        ))}
      </dl>
      <Card>
        <h2 className="text-lg font-semibold text-fg">Problem Statistics</h2>
        <ul className="mt-4 flex flex-col gap-3">
          {levels.map((level) => {
            const share = shareOfSolved(profile.stats[level.key], solved);
            return (
              <li key={level.key} className="flex flex-col gap-1">
                <div className="flex justify-between text-sm">
                  <span className="text-fg">{level.label}</span>
                  <span className="text-muted">{profile.stats[level.key]}</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`${level.label} share of solved problems`}
                  aria-valuenow={share}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="h-2 overflow-hidden rounded-full bg-raised"
                >
                  <div
                    className={cx('h-full rounded-full', level.bar)}
                    style={{ width: `${share}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
    </>
  );
}

function Tile({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className="rounded-card border border-border bg-surface p-4 text-center">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={cx('text-2xl font-bold', className)}>{value}</dd>
    </div>
  );
}
