import type { FailedTest } from '@grindstone/contract';
import { firstDifferentLine } from './firstDifference';
import { LabelledText } from './LabelledText';

/** The program's output, its first line that differs from the expected output marked. */
export function OutputBlock({ expected, output }: { expected: string; output: string }) {
  const differs = firstDifferentLine(expected, output);
  const lines = output.split('\n');
  return (
    <div>
      <p className="text-xs font-semibold text-muted">
        Your Output
        {differs !== null ? (
          <span className="ml-2 font-normal text-danger">
            first difference on line {differs + 1}
          </span>
        ) : null}
      </p>
      <pre className="mt-1 max-h-40 overflow-auto rounded-md bg-bg p-2 font-mono text-xs whitespace-pre-wrap text-fg">
        {output === ''
          ? ' '
          : lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text.
              <span key={index}>
                {index === differs ? (
                  <mark data-testid="first-difference" className="bg-danger-bg text-fg">
                    {line === '' ? ' ' : line}
                  </mark>
                ) : (
                  line
                )}
                {index < lines.length - 1 ? '\n' : ''}
              </span>
            ))}
      </pre>
    </div>
  );
}

/** The first failing test of a submission, when it is an example the learner may see. */
export function FailedTestView({ test }: { test: FailedTest }) {
  return (
    <section
      aria-label="Failing example"
      className="flex flex-col gap-2 rounded-lg border border-danger/50 p-3"
    >
      <h3 className="text-sm font-semibold text-fg">Failing example: test {test.index + 1}</h3>
      <LabelledText label="Input" value={test.input} />
      <LabelledText label="Expected Output" value={test.expectedOutput} />
      <OutputBlock expected={test.expectedOutput} output={test.output} />
      {test.stderr ? <LabelledText label="Error Output" value={test.stderr} /> : null}
    </section>
  );
}
