// @vitest-environment jsdom
import { NOTE_MAX } from '@grindstone/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, fakeApi, heldAnswer, json } from '../test-support/fakeApi';
import { ada, twoSumId } from '../test-support/fixtures';
import { renderPage } from '../test-support/render';
import { NoteEditor } from './NoteEditor';

const noteRoute = `/problems/${twoSumId}/note`;
const saved = (text: string) => json({ text, updatedAt: '2026-11-28T10:00:00.000Z' });

function openEditor(initial = '') {
  const api = fakeApi({
    [`GET ${noteRoute}`]: json({
      text: initial,
      updatedAt: initial ? '2026-11-27T10:00:00Z' : null,
    }),
    [`PUT ${noteRoute}`]: (request) => saved((request.body as { text: string }).text),
  });
  const view = renderPage(<NoteEditor problemId={twoSumId} saveDelayMs={150} />, {
    signedIn: ada,
  });
  return { ...view, api };
}

const status = () => screen.getByText(/^(Saving…|Saved)$/);

describe('the note editor', () => {
  test('loads the note, then saves once typing pauses: "Saving…", then "Saved"', async () => {
    const { api, user } = openEditor('Use a hash map.');
    const field = await screen.findByLabelText('Your note');
    expect((field as HTMLTextAreaElement).value).toBe('Use a hash map.');
    expect(screen.getByText('15 / 20,000 characters')).toBeTruthy();

    await user.type(field, ' O(n).');
    expect(status().textContent).toBe('Saving…');
    expect(screen.getByText('21 / 20,000 characters')).toBeTruthy();
    await waitFor(() => expect(status().textContent).toBe('Saved'));
    // One save for the whole burst of typing, with the whole text.
    expect(api.callsTo(`PUT ${noteRoute}`).map((call) => call.body)).toEqual([
      { text: 'Use a hash map. O(n).' },
    ]);
  });

  test('stays on "Saving…" while the save is on its way', async () => {
    const { api, user } = openEditor();
    const held = heldAnswer();
    api.answer(`PUT ${noteRoute}`, held.answer);
    await user.type(await screen.findByLabelText('Your note'), 'Two pointers');
    await waitFor(() => expect(api.callsTo(`PUT ${noteRoute}`)).toHaveLength(1));
    expect(status().textContent).toBe('Saving…');
    held.release(saved('Two pointers'));
    await waitFor(() => expect(status().textContent).toBe('Saved'));
  });

  test("shows the server's message when a save fails, and saves again on the next edit", async () => {
    const { api, user } = openEditor();
    api.answer(`PUT ${noteRoute}`, apiError(429, 'Too many requests, slow down', 'RATE_LIMITED'));
    const field = await screen.findByLabelText('Your note');
    await user.type(field, 'x');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many requests, slow down');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    api.answer(`PUT ${noteRoute}`, (request) => saved((request.body as { text: string }).text));
    await user.type(field, 'y');
    await waitFor(() => expect(status().textContent).toBe('Saved'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo(`PUT ${noteRoute}`).at(-1)?.body).toEqual({ text: 'xy' });
  });

  test('refuses a note over 20 000 characters without sending it', async () => {
    const { api } = openEditor();
    const field = await screen.findByLabelText('Your note');
    fireEvent.change(field, { target: { value: 'a'.repeat(NOTE_MAX + 1) } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A note must be at most 20,000 characters',
    );
    expect(screen.getByText('20,001 / 20,000 characters')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(`PUT ${noteRoute}`)).toHaveLength(0);
  });

  test('Preview shows the Markdown rendered', async () => {
    const { user } = openEditor('**bold** idea');
    await screen.findByLabelText('Your note');
    const preview = screen.getByRole('button', { name: 'Preview' });
    await user.click(preview);
    expect(preview.getAttribute('aria-pressed')).toBe('true');
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
    expect(screen.queryByLabelText('Your note')).toBeNull();
  });
});
