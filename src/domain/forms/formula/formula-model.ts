/**
 * The formula view of a form: its usable fields as graph nodes (in layout order), each formula
 * parsed and bound, and the dependency graph between them. Built for the engine and for the
 * designer's "would this create a cycle" questions; parsing is cached by formula text, so asking
 * about many candidate layouts re-parses nothing.
 */
import type { FieldDefinition } from '../form.entity';
import type { FormulaNode } from './formula-ast';
import { bindFormula, type BindingScope, type BoundFormula } from './formula-binding';
import type { FormulaError } from './formula-error';
import { formulaRolesOf, type FormulaRole } from './formula-fields';
import { parseFormula } from './formula-parser';
import { DependencyGraph } from './dependency-graph';
import { GridLayout, inLayoutOrder } from './grid-positions';
import type { Result } from './result';

export type ParseCache = Map<string, Result<FormulaNode, FormulaError>>;

export interface FormulaNodeInfo {
  readonly field: FieldDefinition;
  readonly role: FormulaRole;
  /** Formulas only: the bound tree, or why the stored text cannot be used. */
  readonly formula?: Result<BoundFormula, FormulaError>;
}

export interface FormulaModel {
  readonly nodes: readonly FormulaNodeInfo[];
  readonly indexOf: ReadonlyMap<number, number>;
  readonly graph: DependencyGraph;
  readonly layout: GridLayout;
}

function parseCached(text: string, cache: ParseCache): Result<FormulaNode, FormulaError> {
  let parsed = cache.get(text);
  if (parsed === undefined) {
    parsed = parseFormula(text, 'stored');
    cache.set(text, parsed);
  }
  return parsed;
}

/** Builds the model of a list of fields (a form's Fields, or a candidate layout of them). */
export function buildFormulaModel(
  fields: readonly FieldDefinition[],
  cache: ParseCache = new Map(),
): FormulaModel {
  const roles = formulaRolesOf(fields);
  const layout = GridLayout.of(fields);
  const usable = inLayoutOrder(fields).filter((f) => roles.has(f.FieldDefinitionId));
  const indexOf = new Map<number, number>();
  usable.forEach((f, i) => indexOf.set(f.FieldDefinitionId, i));
  const scope: BindingScope = {
    indexOf: (id) => indexOf.get(id),
    rangeIndices: (range) => {
      const indices: number[] = [];
      for (const id of layout.fieldsIn(range.from, range.to)) {
        const index = indexOf.get(id);
        if (index !== undefined) indices.push(index);
      }
      return indices;
    },
    rangeInGrid: (range) => layout.contains(range.from) && layout.contains(range.to),
  };
  const nodes: FormulaNodeInfo[] = [];
  const dependencies: number[][] = [];
  for (const field of usable) {
    const role = roles.get(field.FieldDefinitionId) as FormulaRole;
    if (role.kind === 'formula') {
      const parsed = parseCached(role.formula, cache);
      const formula = parsed.ok ? bindFormula(parsed.value, scope) : parsed;
      nodes.push({ field, role, formula });
      dependencies.push(formula.ok ? (formula.value.dependencies as number[]) : []);
    } else if (role.kind === 'mirror') {
      nodes.push({ field, role });
      dependencies.push([indexOf.get(role.parentId) as number]);
    } else {
      nodes.push({ field, role });
      dependencies.push([]);
    }
  }
  return { nodes, indexOf, graph: new DependencyGraph(dependencies), layout };
}

/** Field ids of the fields that lie on a cycle. */
export function cyclicFieldIds(model: FormulaModel): Set<number> {
  const cyclic = model.graph.cyclicNodes();
  const ids = new Set<number>();
  cyclic.forEach((flag, i) => {
    if (flag) ids.add(model.nodes[i].field.FieldDefinitionId);
  });
  return ids;
}

/**
 * Two fields that name a cycle for the message "between fields {a} and {b}": the first field on
 * a cycle in layout order, and the first of its dependencies on the same cycle.
 */
export function firstCycle(model: FormulaModel): [FieldDefinition, FieldDefinition] | undefined {
  const cyclic = model.graph.cyclicNodes();
  const a = cyclic.indexOf(1);
  if (a < 0) return undefined;
  const deps = model.graph.dependencies[a];
  if (deps.includes(a)) return [model.nodes[a].field, model.nodes[a].field];
  // A dependency on the same strongly connected component is one that reaches back to a.
  const back = deps.find((d) => cyclic[d] && model.graph.reach(d, 'dependencies').includes(a)) ?? a;
  return [model.nodes[a].field, model.nodes[back].field];
}
