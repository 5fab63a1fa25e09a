import type { PublicUser } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './routeAccess';

const learner: PublicUser = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: '',
  emailId: 'ada@example.com',
  role: 'user',
  profileImage: '',
};
const admin: PublicUser = { ...learner, _id: 'u2', role: 'admin' };

describe('decideAccess', () => {
  it('lets everyone open public routes', () => {
    expect(decideAccess('public', null)).toEqual({ kind: 'allow' });
    expect(decideAccess('public', learner)).toEqual({ kind: 'allow' });
  });

  it('sends signed-in users away from login and signup to /', () => {
    expect(decideAccess('guestsOnly', null)).toEqual({ kind: 'allow' });
    expect(decideAccess('guestsOnly', learner)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends guests from protected pages to /signup', () => {
    expect(decideAccess('signedIn', null)).toEqual({ kind: 'redirect', to: '/signup' });
    expect(decideAccess('signedIn', learner)).toEqual({ kind: 'allow' });
  });

  it('sends guests from the profile editor to /', () => {
    expect(decideAccess('signedInElseHome', null)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('signedInElseHome', learner)).toEqual({ kind: 'allow' });
  });

  it('lets only admins into admin pages', () => {
    expect(decideAccess('adminOnly', null)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('adminOnly', learner)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('adminOnly', admin)).toEqual({ kind: 'allow' });
  });
});
