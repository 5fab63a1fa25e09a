import type { PublicUser } from '@grindstone/contract';

type AvatarUser = Pick<PublicUser, 'firstName' | 'profileImage'> | null | undefined;

/** The profile image, else the first name's initial, else 'U' (docs/product.md#top-bar). */
export type AvatarContent = { kind: 'image'; src: string } | { kind: 'initial'; letter: string };

export function avatarInitial(user: AvatarUser): string {
  const first = user?.firstName?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

export function avatarContent(user: AvatarUser): AvatarContent {
  const src = user?.profileImage?.trim();
  if (src) return { kind: 'image', src };
  return { kind: 'initial', letter: avatarInitial(user) };
}
