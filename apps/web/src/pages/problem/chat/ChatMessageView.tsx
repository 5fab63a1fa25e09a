import type { ChatMessage } from '../../../ai/chatStore';
import { Markdown } from '../../../components/Markdown';
import { cx } from '../../../components/ui/cx';

/**
 * One turn. A reply types out as plain text and becomes markdown (code blocks and all) once it
 * is complete; the learner's own text is shown as written.
 */
export function ChatMessageView({
  message,
}: {
  message: Pick<ChatMessage, 'role' | 'text' | 'revealed' | 'complete' | 'failed'>;
}) {
  const mine = message.role === 'user';
  return (
    <li
      data-role={message.role}
      data-complete={message.complete}
      className={cx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
    >
      <span className="text-xs text-muted">{mine ? 'You' : 'Tutor'}</span>
      <div
        className={cx(
          'max-w-[90%] rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-accent/20 text-fg' : 'bg-raised text-fg',
          message.failed && !mine && 'border border-danger/50',
        )}
      >
        {mine || !message.complete ? (
          <p className="whitespace-pre-wrap break-words">
            {message.text.slice(0, message.revealed)}
          </p>
        ) : (
          <Markdown>{message.text}</Markdown>
        )}
      </div>
    </li>
  );
}
