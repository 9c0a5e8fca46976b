import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableScroll } from './table-scroll';
import { forgetWidths, givenWidths } from '../testing/box-widths';

afterEach(() => {
  cleanup();
  forgetWidths();
});

const table = (
  <table aria-label="Users">
    <tbody>
      <tr>
        <td>Ada</td>
      </tr>
    </tbody>
  </table>
);

describe('a wide table in its own box (docs/layout.md)', () => {
  it('is a named region that Tab reaches while the table is wider than the box', () => {
    givenWidths(900, 340);
    render(<TableScroll label="Users">{table}</TableScroll>);
    const box = screen.getByRole('region', { name: 'Users (scrolls sideways)' });
    expect(box.tabIndex).toBe(0);
    expect(box.contains(screen.getByRole('table', { name: 'Users' }))).toBe(true);
  });

  it('is a plain box, out of the Tab order, while the table fits', () => {
    givenWidths(340, 340);
    render(<TableScroll label="Users">{table}</TableScroll>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table', { name: 'Users' }).parentElement?.hasAttribute('tabindex')).toBe(false);
  });
});
