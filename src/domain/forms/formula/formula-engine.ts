/**
 * The formula engine of one form: compile once, then recalculate everything or only what an edit
 * touches, and answer the designer's dependency questions. Never throws for any form or input.
 */
import type { Form } from '../form.entity';
import {
  checkFieldMove,
  checkMirrorField,
  validateFormula,
  type FormulaCheck,
  type FormulaValidation,
  type LayoutCheckContext,
} from './formula-checks';
import { crossReferenceMessage } from './formula-messages';
import {
  buildFormulaModel,
  cyclicFieldIds,
  firstCycle,
  type FormulaModel,
  type ParseCache,
} from './formula-model';
import { FormulaProgram } from './formula-program';
import { fieldRefsOf, type FieldRefs } from './formula-references';
import { formatFormulaNumber } from './number-format';
import { inputReaderOf } from './input-reading';

/** A computed field's value: a number, 'Error' (NaN, bad input or bad formula) or '#REF' (cycle). */
export interface FormulaResult {
  readonly value: number | 'Error' | '#REF';
  /** `0.00#`, "Infinity", "-Infinity", "Error" or "#REF". */
  readonly display: string;
  /** Why: the formula's own error, or the cross/cyclic reference message. */
  readonly message?: string;
}

/** Outcome of compile(): `cycle` is set when every formula shows #REF. */
export interface CompileReport {
  readonly cycle?: { readonly message: string; readonly fieldIds: readonly [number, number] };
  /** Formula fields whose stored formula cannot be used, with the reason. */
  readonly errors: ReadonlyMap<number, string>;
}

export type RawValues = ReadonlyMap<number, string | number | null | undefined>;

interface Compiled {
  readonly model: FormulaModel;
  readonly report: CompileReport;
  /** Absent when there is a cycle. */
  readonly program?: FormulaProgram;
}

export class FormulaEngine {
  private compiled?: Compiled;
  private calculated = false;
  private readonly cache: ParseCache = new Map();
  private cyclicBefore?: ReadonlySet<number>;
  readonly refs: FieldRefs;

  constructor(private readonly form: Pick<Form, 'Fields'>) {
    this.refs = fieldRefsOf(form.Fields);
  }

  /** Parses, binds and orders every formula. Called on first use if not called before. */
  compile(): CompileReport {
    return this.ensure().report;
  }

  private ensure(): Compiled {
    if (this.compiled) return this.compiled;
    const model = buildFormulaModel(this.form.Fields, this.cache);
    const errors = new Map<number, string>();
    for (const node of model.nodes) {
      if (node.formula && !node.formula.ok)
        errors.set(node.field.FieldDefinitionId, node.formula.error.message);
    }
    const order = model.graph.topologicalOrder();
    const cycle = order.length < model.nodes.length ? firstCycle(model) : undefined;
    this.compiled = cycle
      ? {
          model,
          report: {
            errors,
            cycle: {
              message: crossReferenceMessage(cycle[0].Name, cycle[1].Name),
              fieldIds: [cycle[0].FieldDefinitionId, cycle[1].FieldDefinitionId],
            },
          },
        }
      : { model, report: { errors }, program: new FormulaProgram(model, order) };
    return this.compiled;
  }

  /** Recomputes every formula and mirror field from the raw values of the inputs (missing = empty). */
  recalculateAll(values: RawValues): Map<number, FormulaResult> {
    const { model, program } = this.ensure();
    this.calculated = true;
    const results = new Map<number, FormulaResult>();
    if (program === undefined) {
      model.nodes.forEach((node, i) => {
        if (node.role.kind !== 'input')
          results.set(node.field.FieldDefinitionId, this.cycleResult(i, values));
      });
      return results;
    }
    program.recalculateAll(values);
    for (const i of program.computed) results.set(model.nodes[i].field.FieldDefinitionId, this.resultOf(i));
    return results;
  }

  /**
   * One input changed: recomputes only the formulas and mirrors that depend on it, transitively,
   * and returns their results. Nothing is returned for a field that is not an input.
   */
  update(fieldId: number, raw: string | number | null | undefined): Map<number, FormulaResult> {
    const { model, program } = this.ensure();
    const results = new Map<number, FormulaResult>();
    const node = model.indexOf.get(fieldId);
    if (node === undefined || model.nodes[node].role.kind !== 'input') return results;
    if (program === undefined) {
      const single = new Map([[fieldId, raw]]);
      for (const i of model.graph.reach(node, 'dependents')) {
        const result = this.cycleResult(i, single);
        if (result.value !== '#REF') results.set(model.nodes[i].field.FieldDefinitionId, result);
      }
      return results;
    }
    if (!this.calculated) this.recalculateAll(new Map());
    for (const i of program.setInput(node, program.read(node, raw))) {
      results.set(model.nodes[i].field.FieldDefinitionId, this.resultOf(i));
    }
    return results;
  }

  /** Fields that `fieldId` reads (directly, or also through them when `transitive`). */
  dependenciesOf(fieldId: number, transitive = false): number[] {
    return this.related(fieldId, 'dependencies', transitive);
  }

  /** Fields that read `fieldId` (directly, or also through others when `transitive`). */
  dependentsOf(fieldId: number, transitive = false): number[] {
    return this.related(fieldId, 'dependents', transitive);
  }

  /** See validateFormula in formula-checks.ts; uses this engine's parse cache. */
  validateFormula(fieldId: number, editorText: string): FormulaValidation {
    return validateFormula(fieldId, editorText, this.form, { refs: this.refs, cache: this.cache });
  }

  /** Would moving `fieldId` to layout position `toIndex` create a cross/cyclic reference? */
  checkMove(fieldId: number, toIndex: number): FormulaCheck {
    return checkFieldMove(this.form, fieldId, toIndex, this.layoutContext());
  }

  /** Would a mirror of `parentId` at layout position `atIndex` create a cross/cyclic reference? */
  checkMirror(parentId: number, atIndex: number): FormulaCheck {
    return checkMirrorField(this.form, parentId, atIndex, this.layoutContext());
  }

  private layoutContext(): LayoutCheckContext {
    const compiled = this.ensure();
    this.cyclicBefore ??= cyclicFieldIds(compiled.model);
    return { cache: this.cache, cyclicBefore: this.cyclicBefore };
  }

  private related(fieldId: number, direction: 'dependencies' | 'dependents', transitive: boolean): number[] {
    const { model } = this.ensure();
    const node = model.indexOf.get(fieldId);
    if (node === undefined) return [];
    const nodes = transitive
      ? model.graph.reach(node, direction)
      : direction === 'dependencies'
        ? model.graph.dependencies[node]
        : Array.from(model.graph.dependentsOf(node));
    return nodes.map((i) => model.nodes[i].field.FieldDefinitionId);
  }

  private resultOf(i: number): FormulaResult {
    const { model, program } = this.compiled as Compiled;
    const formula = model.nodes[i].formula;
    if (formula !== undefined && !formula.ok)
      return { value: 'Error', display: 'Error', message: formula.error.message };
    const value = (program as FormulaProgram).values[i];
    return Number.isNaN(value)
      ? { value: 'Error', display: 'Error' }
      : { value, display: formatFormulaNumber(value) };
  }

  /** With a cycle, formula values are #REF; a mirror of an input still shows that input. */
  private cycleResult(i: number, values: RawValues): FormulaResult {
    const { model, report } = this.compiled as Compiled;
    let root = i;
    for (let hops = 0; model.nodes[root].role.kind === 'mirror' && hops <= model.nodes.length; hops++) {
      root = model.graph.dependencies[root][0];
    }
    if (model.nodes[root].role.kind === 'input') {
      const field = model.nodes[root].field;
      const value = inputReaderOf(field)(values.get(field.FieldDefinitionId));
      return Number.isNaN(value)
        ? { value: 'Error', display: 'Error' }
        : { value, display: formatFormulaNumber(value) };
    }
    return { value: '#REF', display: '#REF', message: report.cycle?.message };
  }
}
