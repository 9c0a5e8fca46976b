import { describe, expect, it } from 'vitest';
import { DataType, FieldType, ValidationPatternType, type FieldDefinition } from '../forms/form.entity';
import { ProjectSummaryMessage, projectSummaryProblem } from './project-summary-rules';
import {
  SummaryFunction,
  isNumericField,
  summaryFigure,
  summaryNumber,
  type ProjectSummaryDraft,
} from './project-summary.entity';

const field = (over: Partial<FieldDefinition>): FieldDefinition =>
  ({
    FieldDefinitionId: 1,
    FormId: 1,
    TypeId: FieldType.TextBox,
    Name: 'F',
    Sequence: 1,
    ColSpan: 1,
    ...over,
  }) as FieldDefinition;

describe('numeric fields', () => {
  it('counts number text boxes, number patterns and numeric formulas, never encrypted ones', () => {
    expect(isNumericField(field({ DataTypeId: DataType.Number }))).toBe(true);
    expect(isNumericField(field({ ValidationPatternType: ValidationPatternType.Integer }))).toBe(true);
    expect(isNumericField(field({ TypeId: FieldType.Formula, DataTypeId: DataType.Number }))).toBe(true);
    expect(isNumericField(field({ TypeId: FieldType.Formula, DataTypeId: DataType.Text }))).toBe(false);
    expect(isNumericField(field({ DataTypeId: DataType.Text }))).toBe(false);
    expect(isNumericField(field({ TypeId: FieldType.Select, DataTypeId: DataType.Number }))).toBe(false);
    expect(isNumericField(field({ DataTypeId: DataType.Number, EncryptData: true }))).toBe(false);
  });
});

describe('figures', () => {
  it('reads amounts written with separators and currency signs, and skips text', () => {
    expect(summaryNumber('$ 1,250.50')).toBe(1250.5);
    expect(summaryNumber(' -3 ')).toBe(-3);
    expect(summaryNumber('abc')).toBeNull();
    expect(summaryNumber('')).toBeNull();
    expect(summaryNumber(null)).toBeNull();
  });

  it('answers sum, average, min, max and count over the numbers only', () => {
    const raws = ['10', '2.5', 'n/a', null, '-1'];
    expect(summaryFigure(SummaryFunction.Sum, raws)).toBe(11.5);
    expect(summaryFigure(SummaryFunction.Average, raws)).toBeCloseTo(11.5 / 3);
    expect(summaryFigure(SummaryFunction.Min, raws)).toBe(-1);
    expect(summaryFigure(SummaryFunction.Max, raws)).toBe(10);
    expect(summaryFigure(SummaryFunction.Count, raws)).toBe(3);
  });

  it('has no figure but a zero count when nothing is a number', () => {
    expect(summaryFigure(SummaryFunction.Sum, [])).toBeNull();
    expect(summaryFigure(SummaryFunction.Average, ['x'])).toBeNull();
    expect(summaryFigure(SummaryFunction.Count, [])).toBe(0);
  });
});

describe('summary rules', () => {
  const numeric = (_group: number, fieldId: number) => fieldId < 100;
  const draft = (over: Partial<ProjectSummaryDraft> = {}): ProjectSummaryDraft => ({
    Name: 'Inspection totals',
    GroupIds: [1],
    Lines: [{ GroupId: 1, FieldDefinitionId: 5, Function: SummaryFunction.Sum }],
    ...over,
  });

  it('accepts a named summary with a numeric line of a picked group', () => {
    expect(projectSummaryProblem(draft(), numeric)).toBeNull();
  });

  it('refuses a blank or long name, no group, no line and too many lines', () => {
    expect(projectSummaryProblem(draft({ Name: '  ' }), numeric)).toBe('Name: Required!');
    expect(projectSummaryProblem(draft({ Name: 'x'.repeat(101) }), numeric)).toBe(
      'Name: Max characters length (100) exceeded!',
    );
    expect(projectSummaryProblem(draft({ GroupIds: [] }), numeric)).toBe(ProjectSummaryMessage.needsGroup);
    expect(projectSummaryProblem(draft({ Lines: [] }), numeric)).toBe(ProjectSummaryMessage.needsLine);
    const lines = Array.from({ length: 21 }, (_, i) => ({
      GroupId: 1,
      FieldDefinitionId: i + 1,
      Function: SummaryFunction.Sum,
    }));
    expect(projectSummaryProblem(draft({ Lines: lines }), numeric)).toBe(ProjectSummaryMessage.tooManyLines);
    expect(projectSummaryProblem(draft({ Lines: lines.slice(0, 20) }), numeric)).toBeNull();
  });

  it('refuses a line outside the groups, on a non-numeric field, repeated, or with an unknown function', () => {
    const line = { GroupId: 1, FieldDefinitionId: 5, Function: SummaryFunction.Sum } as const;
    expect(projectSummaryProblem(draft({ Lines: [{ ...line, GroupId: 2 }] }), numeric)).toBe(
      `Line 1: ${ProjectSummaryMessage.lineOutsideGroups}`,
    );
    expect(projectSummaryProblem(draft({ Lines: [{ ...line, FieldDefinitionId: 100 }] }), numeric)).toBe(
      `Line 1: ${ProjectSummaryMessage.notNumeric}`,
    );
    expect(projectSummaryProblem(draft({ Lines: [line, line] }), numeric)).toBe(
      `Line 2: ${ProjectSummaryMessage.duplicateLine}`,
    );
    expect(projectSummaryProblem(draft({ Lines: [{ ...line, Function: 9 as never }] }), numeric)).toBe(
      `Line 1: ${ProjectSummaryMessage.unknownFunction}`,
    );
  });
});
