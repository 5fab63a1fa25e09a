/** A test's text (input, expected output, output, stderr) under its label, in a scrolling block. */
export function LabelledText({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-semibold text-muted">{label}</p>
      <pre className="mt-1 max-h-40 overflow-auto rounded-md bg-bg p-2 font-mono text-xs whitespace-pre-wrap text-fg">
        {value === '' ? ' ' : value}
      </pre>
    </div>
  );
}
