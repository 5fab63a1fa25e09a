import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { hashPassword } from './password';

// The real hashing, counted: how much work a register request does, without timing anything.
vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

describe.each(testDatabaseKinds())('registering a taken e-mail on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
  });

  const register = (emailId: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'Twin', emailId, password },
    });

  it('hashes the password exactly as for a new e-mail, so timing reveals nothing more', async () => {
    const emailId = `twin-${kind}@example.com`;
    const created = await register(emailId, 'first-password');
    expect(created.statusCode, created.body).toBe(201);
    expect(vi.mocked(hashPassword).mock.calls).toEqual([['first-password']]);

    vi.mocked(hashPassword).mockClear();
    const taken = await register(`  ${emailId.toUpperCase()} `, 'second-password');
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().message).toBe('An account with this email already exists');
    expect(vi.mocked(hashPassword).mock.calls).toEqual([['second-password']]);
  });
});
