import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import { FieldDialogDto } from './field-dialog.dto';
import { readColSpan, readTextAreaRows } from './field-readings';
import { analyzeIndexList, parseIndexList } from './index-list';
import { DuplicateRowColumnDto, RemoveRowColumnDto } from './row-column.dto';
import { validateDto } from './validate-dto';

const anything = fc.anything();
const indexText = fc.oneof(fc.string(), fc.stringMatching(/^[0-9, -]{0,30}$/));

describe('dialog rules never throw', () => {
  it('parseIndexList gives sorted, unique indices within the count', () => {
    fc.assert(
      fc.property(indexText, fc.integer({ min: 0, max: 50 }), (text, count) => {
        const indices = parseIndexList(text, count);
        expect([...indices].sort((a, b) => a - b)).toEqual(indices);
        expect(new Set(indices).size).toBe(indices.length);
        expect(indices.every((i) => i >= 1 && i <= count)).toBe(true);
        analyzeIndexList(text, Number.NaN);
      }),
    );
  });

  it('the readings always give a number in range', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const span = readColSpan(value);
        const rows = readTextAreaRows(value);
        expect(span >= 1 && span <= 100).toBe(true);
        expect(rows >= 1 && rows <= 99).toBe(true);
      }),
    );
  });

  it('validateDto on dialog DTOs with arbitrary values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(FieldType)),
        anything,
        anything,
        anything,
        anything,
        anything,
        anything,
        fc.integer({ min: -1, max: 30 }),
        (TypeId, Name, ColSpan, Width, Height, LabelRatio, Options, count) => {
          const dto = Object.assign(FieldDialogDto.of({ TypeId }), {
            Name,
            ColSpan,
            Width,
            Height,
            LabelRatio,
            Options,
          });
          expect(typeof validateDto(dto)).toBe('object');
          const grid = { SourceType: (count & 1) as 0 | 1, RowCount: count, ColumnCount: count };
          validateDto(
            Object.assign(
              DuplicateRowColumnDto.of({
                ...grid,
                SourceIndex: null,
                TargetIndex: null,
                IgnoreLinkedFields: false,
              }),
              { SourceIndex: Name, TargetIndex: ColSpan },
            ),
          );
          validateDto(Object.assign(RemoveRowColumnDto.of({ ...grid, Indices: null }), { Indices: Width }));
        },
      ),
    );
  });
});
