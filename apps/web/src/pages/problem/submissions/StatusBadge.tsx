import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { type StatusTone, statusLabel, statusTone } from '../../../problems/submissionFormat';

const badgeTones: Record<StatusTone, BadgeTone> = {
  green: 'easy',
  red: 'hard',
  yellow: 'medium',
  orange: 'orange',
  purple: 'purple',
  blue: 'info',
  gray: 'neutral',
};

/** A verdict coloured by docs/product.md#status-colours; the colour name is exposed for tests. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const tone = statusTone(status);
  return (
    <span data-tone={tone} className="contents">
      <Badge tone={badgeTones[tone]}>{statusLabel(status)}</Badge>
    </span>
  );
}
