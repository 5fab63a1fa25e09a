import type { ForumStats } from '@grindstone/contract';
import { Card } from '../../components/ui/Card';

/** Totals over the whole forum, not only the posts loaded so far. */
export function ForumStatsPanel({ stats }: { stats: ForumStats | undefined }) {
  const rows: Array<[string, number | undefined]> = [
    ['Total Posts', stats?.totalPosts],
    ['Total Comments', stats?.totalComments],
    ['Topics', stats?.topics.length],
    ['Active Users', stats?.activeUsers],
  ];
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-fg">Community Stats</h2>
      <dl aria-label="Community stats" className="mt-3 grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold text-fg">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
