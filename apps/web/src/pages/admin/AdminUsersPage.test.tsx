// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeApi, json } from '../../test-support/fakeApi';
import { ada, admin } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { AdminUsersPage } from './AdminUsersPage';

const asListed = (user: typeof ada) => ({
  _id: user._id,
  firstName: user.firstName,
  lastName: user.lastName,
  emailId: user.emailId,
  role: user.role,
  createdAt: '2030-01-01T00:00:00.000Z',
});

test('an admin searches users and makes one an instructor; their own role stays', async () => {
  const api = fakeApi({
    'GET /admin/users': (request) =>
      json({
        users:
          request.query.get('q') === 'ada' ? [asListed(ada)] : [asListed(admin), asListed(ada)],
        page: 1,
        pageCount: 1,
      }),
    [`PUT /admin/users/${ada._id}/role`]: json({ user: { ...asListed(ada), role: 'instructor' } }),
  });
  const { user } = renderPage(<AdminUsersPage />, { at: '/admin/users', signedIn: admin });
  const list = await screen.findByRole('list', { name: 'Users' });
  expect((within(list).getByLabelText('Role of Grace Hopper') as HTMLSelectElement).disabled).toBe(
    true,
  );
  await user.type(screen.getByLabelText('Name or email'), 'ada');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('/admin/users?q=ada')).toBeTruthy();
  await user.selectOptions(await screen.findByLabelText('Role of Ada Lovelace'), 'instructor');
  expect(await screen.findByText('Now instructor.')).toBeTruthy();
  expect(api.callsTo(`PUT /admin/users/${ada._id}/role`)[0]?.body).toEqual({ role: 'instructor' });
});
