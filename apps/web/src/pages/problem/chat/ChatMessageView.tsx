import type { ChatMessage } from '../../../ai/chatStore';
import { Markdown } from '../../../components/Markdown';
import { cx } from '../../../components/ui/cx';

/**
 * One turn. A reply types out as rendered markdown (bold, code and all, never its `**`); a click
 * on it shows it whole (`onShowWhole`). The learner's own text is shown as written.
 */
export function ChatMessageView({
  message,
  onShowWhole,
}: {
  message: Pick<ChatMessage, 'role' | 'text' | 'revealed' | 'complete' | 'failed'>;
  onShowWhole?: () => void;
}) {
  const mine = message.role === 'user';
  const typing = !mine && !message.complete;
  return (
    <li
      data-role={message.role}
      data-complete={message.complete}
      className={cx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
    >
      <span className="text-xs text-muted">{mine ? 'You' : 'Tutor'}</span>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Esc is the keyboard's way, see ChatTab. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a shortcut for pointers; Esc for keys. */}
      <div
        onClick={typing ? onShowWhole : undefined}
        title={typing ? 'Click or press Esc to show the whole reply' : undefined}
        className={cx(
          'max-w-[90%] rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-accent/20 text-fg' : 'bg-raised text-fg',
          message.failed && !mine && 'border border-danger/50',
        )}
      >
        {mine ? (
          <p className="whitespace-pre-wrap break-words">{message.text}</p>
        ) : (
          <Markdown
            reveal={typing ? message.revealed / Math.max(1, message.text.length) : undefined}
          >
            {message.text}
          </Markdown>
        )}
      </div>
    </li>
  );
}
