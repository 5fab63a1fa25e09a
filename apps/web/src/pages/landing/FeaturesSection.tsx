import type { ComponentType } from 'react';
import { Card } from '../../components/ui/Card';
import { ChartIcon, PeopleIcon, TargetIcon, TrophyIcon } from '../../components/ui/icons';

const features: { title: string; text: string; Icon: ComponentType }[] = [
  {
    title: 'Real-world Challenges',
    text: 'Problems modelled on real interview questions, judged against hidden test cases that catch the edge cases you missed.',
    Icon: TargetIcon,
  },
  {
    title: 'Progress Tracking',
    text: 'See what you have solved by difficulty and topic, and pick up exactly where you left off.',
    Icon: ChartIcon,
  },
  {
    title: 'Competitive Environment',
    text: 'Race the clock, compare runtimes and climb the leaderboard as your solutions get faster.',
    Icon: TrophyIcon,
  },
  {
    title: 'Community Support',
    text: 'Ask questions, share approaches and review each other’s code in the discussions.',
    Icon: PeopleIcon,
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="border-t border-border">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <h2
          id="features-heading"
          className="text-center text-3xl font-bold tracking-tight text-fg sm:text-4xl"
        >
          Everything you need to get interview-ready
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-muted">
          Practice that compounds: solve, measure, compare and learn from others.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, text, Icon }) => (
            <li key={title}>
              <Card className="h-full transition-colors hover:border-accent/60">
                <span className="inline-grid size-11 place-items-center rounded-lg bg-raised text-accent">
                  <Icon />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-fg">{title}</h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
