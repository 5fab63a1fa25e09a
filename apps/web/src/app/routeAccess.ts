import type { PublicUser } from '@grindstone/contract';

/**
 * Who may open a route (docs/product.md#route-table). Each rule names where everyone else is
 * sent, so the table below and the guards never disagree.
 */
export type AccessRule =
  | 'public'
  | 'guestsOnly' // /login, /signup: a signed-in user goes to /
  | 'signedIn' // /problems, /profile, /resources, /sheets, /lists: guests go to /signup
  | 'signedInElseHome' // /user/update/:id: guests go to /
  | 'adminOnly'; // /admin/*: everyone but admins goes to /

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: AccessDecision = { kind: 'allow' };

export function decideAccess(rule: AccessRule, user: PublicUser | null): AccessDecision {
  switch (rule) {
    case 'public':
      return allow;
    case 'guestsOnly':
      return user ? { kind: 'redirect', to: '/' } : allow;
    case 'signedIn':
      return user ? allow : { kind: 'redirect', to: '/signup' };
    case 'signedInElseHome':
      return user ? allow : { kind: 'redirect', to: '/' };
    case 'adminOnly':
      return user?.role === 'admin' ? allow : { kind: 'redirect', to: '/' };
  }
}
