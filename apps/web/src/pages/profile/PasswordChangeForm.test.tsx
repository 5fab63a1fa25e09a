// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, type FakeAnswer, fakeApi, json } from '../../test-support/fakeApi';
import { ada } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { PasswordChangeForm } from './PasswordChangeForm';

const passwordRoute = 'POST /user/password';

function openForm(answer: FakeAnswer) {
  const api = fakeApi({ [passwordRoute]: answer });
  const view = renderPage(<PasswordChangeForm />, { signedIn: ada });
  return { ...view, api };
}

function errorUnder(label: string): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function change(
  user: ReturnType<typeof openForm>['user'],
  passwords: { current: string; next: string; confirm: string },
) {
  await user.type(screen.getByLabelText('Current Password'), passwords.current);
  await user.type(screen.getByLabelText('New Password'), passwords.next);
  await user.type(screen.getByLabelText('Confirm New Password'), passwords.confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('the change password form', () => {
  test('checks the fields before sending', async () => {
    const { api, user } = openForm(json({ message: 'unused' }));
    await change(user, { current: 'old secret', next: 'short', confirm: 'other' });
    expect(await screen.findByText('Password is too weak')).toBeTruthy();
    expect(errorUnder('New Password')).toBe('Password is too weak');
    expect(api.callsTo(passwordRoute)).toHaveLength(0);
  });

  test('says "Passwords do not match" when the confirmation differs', async () => {
    const { api, user } = openForm(json({ message: 'unused' }));
    await change(user, { current: 'old secret', next: 'new secret 1', confirm: 'new secret 2' });
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(errorUnder('Confirm New Password')).toBe('Passwords do not match');
    expect(api.callsTo(passwordRoute)).toHaveLength(0);
  });

  test('the new password must differ from the current one', async () => {
    const { user } = openForm(json({ message: 'unused' }));
    await change(user, { current: 'same secret', next: 'same secret', confirm: 'same secret' });
    expect(
      await screen.findByText('New password must be different from the current one'),
    ).toBeTruthy();
  });

  test('a wrong current password is named on its field', async () => {
    const { user } = openForm(
      apiError(400, 'Current password is incorrect', 'VALIDATION_ERROR', [
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]),
    );
    await change(user, { current: 'wrong one', next: 'new secret 1', confirm: 'new secret 1' });
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(errorUnder('Current Password')).toBe('Current password is incorrect');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a changed password is confirmed and the fields emptied', async () => {
    const { api, user } = openForm(
      json({ message: 'Password changed. Your other sessions have been signed out.' }),
    );
    await change(user, { current: 'old secret', next: 'new secret 1', confirm: 'new secret 1' });
    const done = await screen.findByText(
      'Password changed. Your other sessions have been signed out.',
    );
    expect(done.getAttribute('role')).toBe('status');
    expect(api.callsTo(passwordRoute)[0]?.body).toEqual({
      currentPassword: 'old secret',
      newPassword: 'new secret 1',
    });
    expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe('');
  });
});
