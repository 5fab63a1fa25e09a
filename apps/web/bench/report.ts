import type { PageRun } from './lighthouse';

export interface PageResult {
  name: string;
  path: string;
  runs: PageRun[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type Row = [
  metric: string,
  median: string,
  runs: string,
  budget: string,
  margin: string,
  met: string,
];

const mark = (met: boolean) => (met ? '✔' : '✘');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const msText = (value: number) => `${Math.round(value)} ms`;

/** A score (0–100) that must reach `atLeast`: the margin is in points. */
function scoreRow(metric: string, values: number[], atLeast?: number): Row {
  const value = median(values);
  const runs = values.join(' / ');
  if (atLeast === undefined) return [metric, String(value), runs, '—', '', ''];
  const margin = value - atLeast;
  return [
    metric,
    String(value),
    runs,
    `≥ ${atLeast}`,
    `${margin >= 0 ? '+' : ''}${margin}`,
    mark(margin >= 0),
  ];
}

/** A cost that must stay under `limit`: the margin is the ratio of the median to the limit. */
function costRow(
  metric: string,
  values: number[],
  format: (value: number) => string,
  limit: { value: number; text: string; strict?: boolean; reference?: boolean },
): Row {
  const value = median(values);
  const met = limit.strict ? value < limit.value : value <= limit.value;
  const ratio = `${(value / limit.value).toFixed(2)}×`;
  // A reference threshold is shown, not enforced: its mark carries the footnote instead.
  const shown = limit.reference ? `${mark(met)}¹` : mark(met);
  return [metric, format(value), values.map(format).join(' / '), limit.text, ratio, shown];
}

function pageRows(page: PageResult): Row[] {
  const pick = (key: keyof PageRun) => page.runs.map((run) => run[key] as number);
  const rows: Row[] = [
    scoreRow('performance', pick('performance'), 95),
    scoreRow('accessibility', pick('accessibility'), 100),
    scoreRow('best practices', pick('bestPractices')),
    costRow('total blocking time', pick('tbtMs'), msText, {
      value: 200,
      text: '< 200 ms',
      strict: true,
    }),
    costRow('largest contentful paint', pick('lcpMs'), msText, {
      value: 2500,
      text: '≤ 2500 ms',
      reference: true,
    }),
    costRow('cumulative layout shift', pick('cls'), (value) => value.toFixed(3), {
      value: 0.1,
      text: '≤ 0.1',
      reference: true,
    }),
  ];
  if (page.name === 'landing') {
    rows.push(
      costRow('JS before first paint (gzip)', pick('jsBeforePaintGzip'), kb, {
        value: 150_000,
        text: '≤ 150 KB',
      }),
    );
  }
  const editorLoads = page.runs.map((run) => run.editorChunkLoaded);
  const editorExpected = page.name === 'problem';
  rows.push([
    'editor chunk loaded',
    editorLoads.every(Boolean) ? 'yes' : editorLoads.some(Boolean) ? 'sometimes' : 'no',
    editorLoads.map((loaded) => (loaded ? 'yes' : 'no')).join(' / '),
    editorExpected ? 'allowed here' : 'no',
    '',
    mark(editorExpected || editorLoads.every((loaded) => !loaded)),
  ]);
  return rows;
}

/** The web budget table (docs/product.md#performance-budgets): rows per page, run medians. */
export function budgetTable(pages: PageResult[]): string[] {
  const lines = [
    '| page | metric | median | runs | budget | margin / ratio | met |',
    '|---|---|---:|---|---|---:|:-:|',
  ];
  for (const page of pages) {
    pageRows(page).forEach((row, index) => {
      const label = index === 0 ? `${page.name} \`${page.path}\`` : '';
      lines.push(`| ${label} | ${row.join(' | ')} |`);
    });
  }
  lines.push(
    '',
    '¹ Core Web Vitals "good" thresholds, shown for reference only: docs/product.md budgets performance, accessibility, TBT, the landing JS and where the editor loads.',
  );
  return lines;
}

export function allBudgetsMet(pages: PageResult[]): boolean {
  return pages.every((page) => pageRows(page).every((row) => row[5] !== '✘'));
}
