/**
 * Property tests: the parser and the engine are total (no input makes them throw or hang), F{n}
 * and _{id} round-trip, an edit updates exactly what a full recalculation would change, and the
 * display and ROUND keep their decimal contracts for any number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DataType, FieldType, type FieldDefinition, type Form } from '../form.entity';
import { FormulaEngine, type FormulaResult } from './formula-engine';
import { parseFormula } from './formula-parser';
import { fieldRefsOf, toEditorFormula, toStoredFormula } from './formula-references';
import { formatFormulaNumber, roundDecimal } from './number-format';
import { parseNumberInput } from './number-input';

const FRAGMENTS = [
  'F1',
  'f2',
  '_3',
  '_12',
  'R1C1',
  'r2c3',
  ':',
  '(',
  ')',
  ',',
  '+',
  '-',
  '*',
  '/',
  'SUM',
  'min',
  'MAX',
  'AVERAGE',
  'ROUND',
  'ABS',
  '1',
  '2.5',
  '.',
  '0',
  ' ',
  'x',
  '%',
  '$',
  'e',
  '\n',
  'F',
  '_',
  'R0C0',
];
const tokenSoup = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 120 }).map((parts) => parts.join(''));
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), tokenSoup);

/** A valid formula over the given field ids, written with `prefix` references. */
function formulaText(ids: number[], prefix: 'F' | '_'): fc.Arbitrary<string> {
  const ref = fc.constantFrom(...ids).map((id) => `${prefix}${id}`);
  const num = fc.oneof(
    fc.nat(1000).map(String),
    fc.double({ min: 0, max: 1e6, noNaN: true }).map((x) => x.toFixed(3)),
  );
  const range = fc
    .tuple(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 6 }),
    )
    .map(([a, b, c, d]) => `R${a}C${b}:R${c}C${d}`);
  const { expr } = fc.letrec<{ expr: string }>((tie) => ({
    expr: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      ref,
      num,
      fc
        .tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/'), tie('expr'))
        .map(([a, op, b]) => `${a} ${op} ${b}`),
      tie('expr').map((a) => `-(${a})`),
      tie('expr').map((a) => `(${a})`),
      fc
        .tuple(
          fc.constantFrom('SUM', 'MIN', 'MAX', 'AVERAGE'),
          fc.array(fc.oneof(tie('expr'), range), { minLength: 1, maxLength: 3 }),
        )
        .map(([fn, args]) => `${fn}(${args.join(', ')})`),
      fc.tuple(tie('expr'), fc.integer({ min: -2, max: 4 })).map(([a, p]) => `ROUND(${a}, ${p})`),
      tie('expr').map((a) => `ABS(${a})`),
    ),
  }));
  return expr;
}

const TYPES = [
  'num',
  'num',
  'num',
  'text',
  'header',
  'newline',
  'formula',
  'formula',
  'mirror',
  'empty',
] as const;

/** Random forms: every kind of field, valid and broken formulas, odd column spans, shuffled sequence. */
const randomForm: fc.Arbitrary<Form> = fc.integer({ min: 1, max: 24 }).chain((n) => {
  const ids = Array.from({ length: n + 2 }, (_, i) => i + 1);
  const field = (id: number) =>
    fc
      .record({
        type: fc.constantFrom(...TYPES),
        colSpan: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom(0, 150, Number.NaN)),
        formula: fc.oneof(formulaText(ids, '_'), formulaText(ids, '_'), anyText),
        parent: fc.constantFrom(...ids),
        sequence: fc.integer({ min: 0, max: 30 }),
      })
      .map((r): FieldDefinition => {
        const base = {
          FieldDefinitionId: id,
          FormId: 1,
          Name: `Field ${id}`,
          Sequence: r.sequence,
          ColSpan: r.colSpan,
        };
        switch (r.type) {
          case 'num':
            return { ...base, TypeId: FieldType.TextBox, DataTypeId: DataType.Number };
          case 'text':
            return { ...base, TypeId: FieldType.TextBox, DataTypeId: DataType.Text };
          case 'header':
            return { ...base, TypeId: FieldType.Header };
          case 'newline':
            return { ...base, TypeId: FieldType.NewLine };
          case 'formula':
            return { ...base, TypeId: FieldType.Formula, Formula: r.formula };
          case 'mirror':
            return { ...base, TypeId: FieldType.MirrorField, ParentFieldDefinitionId: r.parent };
          default:
            return { ...base, TypeId: FieldType.Empty };
        }
      });
  return fc.tuple(...ids.slice(0, n).map(field)).map((fields) => ({
    FormId: 1,
    FormName: 'P',
    Rows: [],
    Columns: [],
    Fields: fields,
    Options: { Ruler: 0, Guide: 0 } as const,
  }));
});

const rawValue = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.integer({ min: -100000, max: 100000 }).map((x) => `$${(x / 100).toLocaleString('en-US')}`),
  fc.nat(1000).map((x) => `${x}%`),
  fc.string({ maxLength: 6 }),
);
const rawValues = fc
  .dictionary(fc.integer({ min: 1, max: 26 }).map(String), rawValue)
  .map((d) => new Map(Object.entries(d).map(([k, v]) => [Number(k), v] as [number, string])));

function consistent(result: FormulaResult): boolean {
  if (result.value === 'Error' || result.value === '#REF') return result.display === result.value;
  return !Number.isNaN(result.value) && result.display === formatFormulaNumber(result.value);
}

describe('totality', () => {
  it('parseFormula never throws, in either mode, and fails only with the two formula errors', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom('editor' as const, 'stored' as const), (text, mode) => {
        const parsed = parseFormula(text, mode);
        if (!parsed.ok)
          expect(['Invalid formula!', 'Invalid field reference!']).toContain(parsed.error.message);
      }),
      { numRuns: 2000 },
    );
  });

  it('parseFormula finishes on huge and deeply nested input', () => {
    for (const text of [
      '('.repeat(20000),
      '('.repeat(999) + '1' + ')'.repeat(999),
      '1+'.repeat(999) + '1',
      '-'.repeat(1998) + '1',
      'x'.repeat(1e6),
      'SUM(' + '1,'.repeat(998) + '1)',
    ]) {
      expect(() => parseFormula(text, 'editor')).not.toThrow();
    }
    expect(parseFormula('-'.repeat(1998) + '1', 'editor').ok).toBe(true);
  });

  it('the engine and the designer checks never throw, and results are consistent', () => {
    fc.assert(
      fc.property(
        randomForm,
        rawValues,
        fc.array(fc.tuple(fc.integer({ min: 1, max: 26 }), rawValue), { maxLength: 5 }),
        anyText,
        (form, values, edits, text) => {
          const engine = new FormulaEngine(form);
          engine.compile();
          for (const result of engine.recalculateAll(values).values()) expect(consistent(result)).toBe(true);
          for (const [id, raw] of edits)
            for (const result of engine.update(id, raw).values()) expect(consistent(result)).toBe(true);
          for (const field of form.Fields) {
            const id = field.FieldDefinitionId;
            engine.dependenciesOf(id, true);
            engine.dependentsOf(id, true);
            expect(typeof engine.validateFormula(id, text).ok).toBe('boolean');
            expect(typeof engine.checkMove(id, id % 5).ok).toBe('boolean');
            expect(typeof engine.checkMirror(id, id % 7).ok).toBe('boolean');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('F{n} and _{id} round-trip', () => {
  const ids = [1, 2, 7, 30, 405];
  const refs = fieldRefsOf(
    ids.map((id, i) => ({
      FieldDefinitionId: id,
      FormId: 1,
      TypeId: FieldType.TextBox,
      Name: '',
      Sequence: i,
      ColSpan: 1,
    })),
  );

  it('editor -> stored -> editor gives back the text', () => {
    fc.assert(
      fc.property(formulaText(ids, 'F'), (editor) => {
        const stored = toStoredFormula(editor, refs);
        expect(stored.ok).toBe(true);
        if (!stored.ok) return;
        expect(stored.value).not.toMatch(/F\d/);
        expect(toEditorFormula(stored.value, refs)).toEqual({ ok: true, value: editor });
      }),
      { numRuns: 500 },
    );
  });

  it('stored -> editor -> stored gives back the text', () => {
    fc.assert(
      fc.property(formulaText(ids, '_'), (stored) => {
        const editor = toEditorFormula(stored, refs);
        expect(editor.ok && toStoredFormula(editor.value, refs)).toEqual({ ok: true, value: stored });
      }),
      { numRuns: 500 },
    );
  });
});

describe('an edit updates exactly what a full recalculation changes', () => {
  const isInput = (f: FieldDefinition) => f.TypeId === FieldType.TextBox && f.DataTypeId === DataType.Number;
  // Edits go mostly to the form's number fields, so that they reach formulas.
  const formAndEdits = randomForm.chain((form) => {
    const inputs = form.Fields.filter(isInput).map((f) => f.FieldDefinitionId);
    const id =
      inputs.length > 0
        ? fc.oneof(fc.constantFrom(...inputs), fc.constantFrom(...inputs), fc.integer({ min: 1, max: 26 }))
        : fc.integer({ min: 1, max: 26 });
    return fc.tuple(
      fc.constant(form),
      rawValues,
      fc.array(fc.tuple(id, rawValue), { minLength: 1, maxLength: 8 }),
    );
  });

  it('keeping a view from recalculateAll plus update results always equals a fresh recalculation', () => {
    fc.assert(
      fc.property(formAndEdits, ([form, values, edits]) => {
        const engine = new FormulaEngine(form);
        const view = engine.recalculateAll(values);
        const current = new Map(values);
        const inputIds = new Set(form.Fields.filter(isInput).map((f) => f.FieldDefinitionId));
        for (const [id, raw] of edits) {
          for (const [k, r] of engine.update(id, raw)) view.set(k, r);
          if (inputIds.has(id)) current.set(id, raw);
        }
        expect(view).toEqual(new FormulaEngine(form).recalculateAll(current));
      }),
      { numRuns: 500 },
    );
  });
});

describe('decimal contracts', () => {
  it('the display has 2 or 3 decimals and is within 0.0005 of the value', () => {
    // Up to 1e300: at the very top of the double range the 15-digit display reads back as Infinity.
    fc.assert(
      fc.property(fc.double({ min: -1e300, max: 1e300, noNaN: true }), (x) => {
        const shown = formatFormulaNumber(x);
        expect(shown).toMatch(/^-?\d+\.\d{2,3}$/);
        expect(Math.abs(Number(shown) - x)).toBeLessThanOrEqual(0.0005 + Math.abs(x) * 1e-14);
      }),
      { numRuns: 2000 },
    );
  });

  it('ROUND(x, p) is a p-decimal number within half a unit of x', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (x, p) => {
        const r = roundDecimal(x, p);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5 * 10 ** -p + Math.abs(x) * 1e-14);
        expect(Number(r.toFixed(p))).toBe(r);
      }),
      { numRuns: 2000 },
    );
  });

  it('an input typed with currency symbol and thousands separators reads as its number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const x = cents / 100;
        const typed = `${x < 0 ? '-' : ''}$${Math.abs(x).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
        expect(parseNumberInput(typed)).toBe(Number(x.toFixed(2)));
      }),
      { numRuns: 1000 },
    );
  });
});
