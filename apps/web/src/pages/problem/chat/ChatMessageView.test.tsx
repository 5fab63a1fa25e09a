// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
// For its clean-up between tests: this component needs none of the app's providers.
import '../../../test-support/render';
import { ChatMessageView } from './ChatMessageView';

const reply = 'Try a **hash map** of the numbers seen so far.';

function showMessage(
  message: Parameters<typeof ChatMessageView>[0]['message'],
  onShowWhole?: () => void,
) {
  render(
    <ul>
      <ChatMessageView message={message} onShowWhole={onShowWhole} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('a chat message', () => {
  test("shows the learner's own text as written, under 'You'", () => {
    const item = showMessage({
      role: 'user',
      text: 'Why is **this** slow?',
      revealed: 0,
      complete: true,
      failed: false,
    });
    expect(within(item).getByText('You')).toBeTruthy();
    expect(within(item).getByText('Why is **this** slow?')).toBeTruthy();
  });

  test("renders the tutor's finished reply as markdown", async () => {
    const item = showMessage({
      role: 'model',
      text: reply,
      revealed: reply.length,
      complete: true,
      failed: false,
    });
    expect(within(item).getByText('Tutor')).toBeTruthy();
    expect((await within(item).findByText('hash map')).tagName).toBe('STRONG');
    expect(item.textContent).toContain('of the numbers seen so far.');
    expect(item.textContent).not.toContain('**');
  });

  test('a reply still typing shows only what is revealed, and a click asks for the whole', async () => {
    let askedForWhole = 0;
    const item = showMessage(
      { role: 'model', text: reply, revealed: 8, complete: false, failed: false },
      () => {
        askedForWhole += 1;
      },
    );
    const bubble = await within(item).findByTitle('Click or press Esc to show the whole reply');
    await within(item).findByText(/Try a/);
    expect(item.textContent).not.toContain('seen so far');

    await userEvent.click(bubble);
    expect(askedForWhole).toBe(1);
  });
});
