import { languageLabels } from '@grindstone/contract';
import { formatPercent, fullName } from '../../classes/assignmentFormat';
import type { SimilarityCompare as Compare } from '../../classes/classesApi';
import { cx } from '../../components/ui/cx';

type Side = 'a' | 'b';

/** For each 1-based line, the number (1-based) of the first matching region covering it. */
function regionsByLine(compare: Compare, side: Side): Map<number, number> {
  const lines = new Map<number, number>();
  compare.regions.forEach((region, index) => {
    const range = region[side];
    for (let line = range.startLine; line <= range.endLine; line += 1) {
      if (!lines.has(line)) lines.set(line, index + 1);
    }
  });
  return lines;
}

function CodeColumn({ compare, side }: { compare: Compare; side: Side }) {
  const program = compare[side];
  const matched = regionsByLine(compare, side);
  const lines = program.code.split('\n');
  const name = fullName(program.user);
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-fg">{name}</span>
        <span className="font-mono text-xs text-muted">{languageLabels[program.language]}</span>
      </figcaption>
      <section
        aria-label={`${name}'s program`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="max-h-[60vh] overflow-auto rounded-lg border border-border bg-bg"
      >
        <pre className="min-w-max py-2 font-mono text-xs leading-5">
          {lines.map((line, index) => {
            const number = index + 1;
            const region = matched.get(number);
            return (
              <div
                key={number}
                data-match={region ?? undefined}
                title={region ? `Matching region ${region}` : undefined}
                className={cx('flex', region ? 'bg-accent/15' : undefined)}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'w-10 shrink-0 select-none pr-3 text-right',
                    region ? 'text-accent' : 'text-muted',
                  )}
                >
                  {number}
                </span>
                <code className="pr-4 whitespace-pre text-fg">{line === '' ? ' ' : line}</code>
              </div>
            );
          })}
        </pre>
      </section>
    </figure>
  );
}

/** Two programs side by side (stacked on a phone), their matching line ranges highlighted. */
export function SimilarityCompare({ compare }: { compare: Compare }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {formatPercent(compare.score)} of their fingerprints in common · {compare.regions.length}{' '}
        matching region{compare.regions.length === 1 ? '' : 's'}, highlighted
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <CodeColumn compare={compare} side="a" />
        <CodeColumn compare={compare} side="b" />
      </div>
    </div>
  );
}
