import type { ProblemDetail } from '@grindstone/contract';
import {
  type LanguageId,
  languages,
  timeLimitFor,
  topicLabel,
} from '@grindstone/contract/vocabulary';
import { Markdown } from '../../components/Markdown';
import { Badge } from '../../components/ui/Badge';
import { DifficultyBadge } from '../../components/ui/DifficultyBadge';
import { ProblemPracticeBar } from '../../practice/ProblemPracticeBar';
import { TagBadges } from '../../problems/TagBadges';
import { SubtasksSection } from './SubtasksSection';

/** The limits in the selected language (its time limit is the base limit × its factor, or its own). */
function limitsText(problem: ProblemDetail, language: LanguageId | null) {
  const seconds = (language ? timeLimitFor(problem, language) : problem.timeLimitMs) / 1000;
  const megabytes = Math.round(problem.memoryLimitKb / 1024);
  const which = language ? ` (${languages[language].label})` : '';
  return `Time limit${which}: ${seconds} s · Memory limit: ${megabytes} MB`;
}

function Block({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd>
        <pre className="mt-1 overflow-x-auto rounded-md bg-bg p-2 font-mono text-xs whitespace-pre-wrap text-fg">
          {value}
        </pre>
      </dd>
    </div>
  );
}

export function DescriptionTab({
  problem,
  language,
}: {
  problem: ProblemDetail;
  language: LanguageId | null;
}) {
  return (
    <article className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg">{problem.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={problem.difficulty} />
          <TagBadges tags={problem.tags} />
          {problem.companies.map((company) => (
            <Badge key={company}>{company}</Badge>
          ))}
        </div>
        {problem.topics && problem.topics.length > 0 ? (
          <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
            {problem.topics.map((topic) => (
              <li
                key={topic}
                className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted"
              >
                {topicLabel(topic)}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-muted">{limitsText(problem, language)}</p>
        <ProblemPracticeBar problemId={problem._id} problemTitle={problem.title} />
      </header>
      <Markdown math>{problem.description}</Markdown>
      {problem.testGroups && problem.testGroups.length > 0 ? (
        <SubtasksSection groups={problem.testGroups} />
      ) : null}
      <section aria-labelledby="examples-heading" className="flex flex-col gap-3">
        <h2 id="examples-heading" className="text-lg font-semibold text-fg">
          Examples
        </h2>
        {problem.visibleTestCases.map((example, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: examples are a fixed, ordered list.
            key={index}
            className="rounded-lg border border-border bg-raised/40 p-3"
          >
            <h3 className="mb-2 text-sm font-semibold text-fg">Example {index + 1}</h3>
            <dl className="flex flex-col gap-2">
              <Block label="Input" value={example.input} />
              <Block label="Output" value={example.output} />
              <div>
                <dt className="text-xs font-semibold text-muted">Explanation</dt>
                <dd className="mt-1 text-sm text-fg">{example.explanation}</dd>
              </div>
            </dl>
          </div>
        ))}
      </section>
      {problem.hints && problem.hints.length > 0 ? (
        <section aria-label="Hints" className="flex flex-col gap-2">
          {problem.hints.map((hint, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hints are a fixed, ordered list.
            <details key={index} className="rounded-lg border border-border px-3 py-2">
              <summary className="cursor-pointer text-sm font-semibold text-fg">
                Hint {index + 1}
              </summary>
              <Markdown math className="mt-2">
                {hint}
              </Markdown>
            </details>
          ))}
        </section>
      ) : null}
    </article>
  );
}
