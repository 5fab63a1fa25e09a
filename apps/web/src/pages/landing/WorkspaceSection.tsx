import { Card } from '../../components/ui/Card';

/** The marketing claims of docs/product.md#landing-page: shown as claims, not measured data. */
const stats = [
  { value: '200+', label: 'Problems implemented', detail: 'From warm-ups to hard graph and DP.' },
  {
    value: '+15%',
    label: 'Increase in performance and success rate',
    detail: 'Reported by learners who practise weekly.',
  },
] as const;

const sampleCode = [
  '// Two Sum: one pass with a hash map',
  'vector<int> twoSum(vector<int>& nums, int target) {',
  '  unordered_map<int, int> seen;',
  '  for (int i = 0; i < (int)nums.size(); ++i) {',
  '    auto it = seen.find(target - nums[i]);',
  '    if (it != seen.end()) return {it->second, i};',
  '    seen[nums[i]] = i;',
  '  }',
  '  return {};',
  '}',
];

/** A still picture of the solving workspace (decorative). */
function EditorPreview() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-card border border-border bg-bg font-mono text-sm shadow-2xl shadow-black/40"
    >
      <div className="flex items-center gap-2 border-b border-border bg-surface px-4 py-3">
        <span className="size-3 rounded-full bg-hard/80" />
        <span className="size-3 rounded-full bg-medium/80" />
        <span className="size-3 rounded-full bg-easy/80" />
        <span className="ml-3 text-xs text-muted">two_sum.cpp</span>
      </div>
      <pre className="overflow-x-auto p-5 leading-6 text-muted">
        <code>
          {sampleCode.map((line) => (
            <span key={line} className="block">
              {line.startsWith('//') ? <span className="text-easy/80">{line}</span> : line}
            </span>
          ))}
        </code>
      </pre>
      <div className="flex items-center justify-between border-t border-border bg-surface px-4 py-3 text-xs">
        <span className="font-semibold text-easy">Accepted · 12/12 tests</span>
        <span className="text-muted">4 ms · 9.8 MB</span>
      </div>
    </div>
  );
}

export function WorkspaceSection() {
  return (
    <section aria-labelledby="workspace-heading" className="border-t border-border bg-surface/40">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 lg:grid-cols-2">
        <div>
          <h2
            id="workspace-heading"
            className="text-3xl font-bold tracking-tight text-fg sm:text-4xl"
          >
            Your workspace and a public sheet library
          </h2>
          <p className="mt-4 text-lg text-muted">
            Write, run and submit code right in the browser, with an editor, instant test results
            and your full submission history side by side. Follow public practice sheets that take
            you from the first array problem to confident dynamic programming.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {stats.map((stat) => (
              <li key={stat.value}>
                <Card className="h-full">
                  <p className="text-4xl font-extrabold text-accent">{stat.value}</p>
                  <p className="mt-2 font-semibold text-fg">{stat.label}</p>
                  <p className="mt-1 text-sm text-muted">{stat.detail}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
        <EditorPreview />
      </div>
    </section>
  );
}
