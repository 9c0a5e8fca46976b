import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gridForm } from '../../../fixtures/forms/large-form';
import { FieldGrid } from './field-grid';

/** 30 rows of ten fields (the Large Form's shape), stored 50 px high each. */
const form = gridForm({ FormId: 1, FormName: 'Long', rows: 30, firstFieldId: 1 });
const lastRowSum = (row: number) => `R${row} sum`;

function renderLong() {
  return render(
    <FieldGrid
      layout={{ Columns: form.Columns, Fields: form.Fields, Rows: form.Rows }}
      onChange={() => undefined}
      nearViewFirst
      label="Long"
    />,
  );
}

describe('a long form drawn near the view first (issue 36)', () => {
  beforeEach(() => {
    // A browser that can tell what is in view; the window 200 px high.
    vi.stubGlobal('IntersectionObserver', class {});
    vi.stubGlobal('innerHeight', 200);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws the rows that cover the window first, and every row right after that frame', async () => {
    renderLong();
    // 1.25 windows of 50 px rows: 5 rows.
    expect(screen.getByLabelText(lastRowSum(5))).toBeTruthy();
    expect(screen.queryByLabelText(lastRowSum(6))).toBeNull();
    // The next frame, then the timer it sets: the rest follow.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(screen.getByLabelText(lastRowSum(30))).toBeTruthy();
  });

  it('draws every row at once when printing starts before they are in', () => {
    renderLong();
    expect(screen.queryByLabelText(lastRowSum(30))).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByLabelText(lastRowSum(30))).toBeTruthy();
  });
});
