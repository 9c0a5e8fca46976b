import { describe, expect, it } from 'vitest';
import type { ExportModel } from '../model/export-model';
import { planPages } from './pdf-page-plan';

const model = (columnsPx: number[], rowHeightsPx: number[], formWidthInPx?: number): ExportModel => ({
  name: 'F',
  projectName: 'P',
  columnsPx,
  rowHeightsPx,
  rows: [],
  fields: [],
  formWidthInPx,
});

describe('PDF page plan', () => {
  it('keeps a form that fits at its natural size (0.75 pt a pixel)', () => {
    const plan = planPages(model([180, 180], [50, 50]), { FitColumns: true, IncludeHeaderFooter: true });
    expect(plan.scale).toBe(0.75);
    expect(plan.strips).toEqual([[0, 1]]);
    expect(plan.pages).toEqual([[0, 1]]);
    expect(plan.margins).toEqual([36, 54, 36, 54]);
  });

  it('shrinks a wide form to the page width with Fit columns, guided by FormWidthInPx', () => {
    const plan = planPages(model([540, 540], [50], 1080), { FitColumns: true, IncludeHeaderFooter: false });
    expect(plan.scale).toBe(0.5);
    expect(plan.margins).toEqual([36, 36, 36, 36]);
    // 720 pt printable height at 0.5 pt/px: 1,440 px a page.
    expect(
      planPages(model([540, 540], Array(30).fill(100), 1080), {
        FitColumns: true,
        IncludeHeaderFooter: false,
      }).pages.map((p) => p.length),
    ).toEqual([14, 14, 2]);
  });

  it('cuts columns into page-wide strips without Fit columns', () => {
    const plan = planPages(model([300, 300, 300, 500, 100], [50]), {
      FitColumns: false,
      IncludeHeaderFooter: true,
    });
    // 540 pt / 0.75 = 720 px a page.
    expect(plan.strips).toEqual([[0, 1], [2], [3, 4]]);
  });

  it('gives a row taller than a page a page of its own, and uses on-screen widths when given', () => {
    const plan = planPages(model([180], [100, 2000, 100]), {
      FitColumns: true,
      IncludeHeaderFooter: true,
      ColumnsWidth: [1440],
    });
    expect(plan.pages).toEqual([[0], [1], [2]]);
    expect(plan.scale).toBe(0.375);
    expect(
      planPages(model([180], [50]), { FitColumns: true, IncludeHeaderFooter: true, ColumnsWidth: [1, 2] })
        .columnsPx,
    ).toEqual([180]);
  });
});
