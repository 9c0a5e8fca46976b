import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeleteAction } from './delete-action';

afterEach(cleanup);

/** Seen on the page: no element around it is hidden, nor shown only to screen readers. */
function shownAsText(element: HTMLElement): boolean {
  for (let at: HTMLElement | null = element; at; at = at.parentElement) {
    if (at.hidden || at.classList.contains('visually-hidden') || at.getAttribute('aria-hidden') === 'true')
      return false;
  }
  return true;
}

describe('DeleteAction (docs/reports.md, "a disabled Delete or Delete group says why in visible text")', () => {
  it('shows why it is disabled as text beside the button, which it also names as its description', () => {
    const reason = 'It holds 2 reports: move or delete them first.';
    render(
      <DeleteAction
        label="Delete group"
        name="Operations"
        decision={{ allowed: false, reason }}
        onClick={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Delete group “Operations”' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const note = screen.getByText(reason);
    expect(shownAsText(note)).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('shows no note while deleting is allowed', () => {
    render(<DeleteAction name="Weekly" decision={{ allowed: true }} onClick={() => {}} />);
    const button = screen.getByRole('button', { name: 'Delete “Weekly”' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });
});
