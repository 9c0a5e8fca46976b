import { describe, expect, it } from 'vitest';
import {
  DuplicateRowColumnDto,
  RemoveRowColumnDto,
  SourceType,
  type DuplicateRowColumnInput,
} from './row-column.dto';
import { validateDto } from './validate-dto';

const grid = { RowCount: 5, ColumnCount: 3 };

describe('Duplicate Row or Column', () => {
  const errors = (input: Partial<DuplicateRowColumnInput>) =>
    validateDto(
      DuplicateRowColumnDto.of({
        SourceType: SourceType.Row,
        SourceIndex: 1,
        TargetIndex: 0,
        IgnoreLinkedFields: false,
        ...grid,
        ...input,
      }),
    );

  it.each([
    [1, 0],
    [5, 5],
    ['3', '2'],
  ])('accepts source %j, target %j for 5 rows', (SourceIndex, TargetIndex) =>
    expect(errors({ SourceIndex, TargetIndex })).toEqual({}),
  );

  it.each([0, 6, -1, 2.5])('rejects row source %j', (SourceIndex) =>
    expect(errors({ SourceIndex }).SourceIndex).toEqual(['Source row index is out of allowed range [1-5].']),
  );

  it.each([-1, 6])('rejects row target %j', (TargetIndex) =>
    expect(errors({ TargetIndex }).TargetIndex).toEqual(['Target row index is out of allowed range [0-5].']),
  );

  it('uses the column count and word for columns', () => {
    expect(errors({ SourceType: SourceType.Column, SourceIndex: 4, TargetIndex: 4 })).toEqual({
      SourceIndex: ['Source column index is out of allowed range [1-3].'],
      TargetIndex: ['Target column index is out of allowed range [0-3].'],
    });
  });

  it.each([null, '', 'abc'])('requires both indices (%j)', (value) => {
    expect(errors({ SourceIndex: value, TargetIndex: value })).toEqual({
      SourceIndex: ['This field is required.'],
      TargetIndex: ['This field is required.'],
    });
  });
});

describe('Remove Row or Column', () => {
  const dto = (Indices: string | null, SourceType: 0 | 1 = 0) =>
    RemoveRowColumnDto.of({ SourceType, Indices, ...grid });
  const errors = (Indices: string | null, type: 0 | 1 = 0) => validateDto(dto(Indices, type)).Indices;

  it.each(['1', '1,3-5', ' 2 , 4 ', '1-5', '2,2', '1,,3,', '5-3,1'])('accepts %j for 5 rows', (indices) =>
    expect(errors(indices)).toBeUndefined(),
  );

  it.each([null, '', '  '])('requires a value (%j)', (indices) =>
    expect(errors(indices)).toEqual(['This field is required.']),
  );

  it.each(['6', '0', '1,6', '4-6'])('rejects %j as out of range', (indices) =>
    expect(errors(indices)).toContain('Source row index is out of allowed range [1-5].'),
  );

  it.each(['5-3', 'a', '1,x', '1-', '-1', '1.5'])('rejects %j as invalid indices', (indices) =>
    expect(errors(indices)).toContain('Source row indices are invalid.'),
  );

  it('reports both when every entry is out of range', () => {
    const messages = errors('9');
    expect(messages).toHaveLength(2);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Source row index is out of allowed range [1-5].',
        'Source row indices are invalid.',
      ]),
    );
  });

  it('uses the column count and word for columns', () => {
    expect(errors('4', 1)).toContain('Source column index is out of allowed range [1-3].');
    expect(errors('x', 1)).toEqual(['Source column indices are invalid.']);
  });

  it('gives the indices to remove', () => expect(dto('5,1-2, 4').sourceIndices()).toEqual([1, 2, 4, 5]));
});
