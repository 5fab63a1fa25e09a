import type { ExchangeTurn } from '@grindstone/contract';

/**
 * An interactive test's exchange, in order: each turn is what one side sent the other, the
 * program's on the left and the judge's on the right, so the conversation reads like a chat.
 */
export function ExchangeView({ turns }: { turns: ExchangeTurn[] }) {
  return (
    <div>
      <p className="text-xs font-semibold text-muted">Exchange with the judge</p>
      {turns.length === 0 ? (
        <p className="mt-1 text-xs text-muted">Neither side sent anything.</p>
      ) : (
        <ol className="mt-1 flex max-h-60 flex-col gap-1 overflow-auto rounded-md bg-bg p-2">
          {turns.map((turn, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: turns come in a fixed order.
              key={index}
              className={turn.from === 'program' ? 'self-start' : 'self-end text-right'}
            >
              <span className="text-[0.65rem] font-semibold text-muted uppercase">
                {turn.from === 'program' ? 'Your program' : 'Judge'}
              </span>
              <pre className="rounded-md border border-border px-2 py-1 font-mono text-xs whitespace-pre-wrap text-fg">
                {turn.text}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
