import type { PublicUser } from '@grindstone/contract';
import { avatarContent } from '../../auth/avatarInitial';
import { cx } from './cx';

/** The user's picture, else the first name's initial, else 'U'. Decorative: names sit beside it. */
export function Avatar({
  user,
  className,
}: {
  user: Pick<PublicUser, 'firstName' | 'profileImage'> | null;
  className?: string;
}) {
  const content = avatarContent(user);
  const shape = cx(
    'inline-grid size-8 shrink-0 place-items-center overflow-hidden rounded-full',
    className,
  );
  if (content.kind === 'image') {
    return (
      <img src={content.src} alt="" aria-hidden="true" className={cx(shape, 'object-cover')} />
    );
  }
  return (
    <span aria-hidden="true" className={cx(shape, 'bg-accent text-sm font-bold text-on-accent')}>
      {content.letter}
    </span>
  );
}
