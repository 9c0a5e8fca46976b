/**
 * The evaluation program of an acyclic model: one closure per computed node (formula or mirror),
 * the computed nodes in dependency order, and the current values. A full recalculation runs the
 * closures in that order; an edit runs only the transitive dependents of the edited input, sorted
 * by their place in the cached order (dirty propagation without re-sorting the graph).
 */
import { compileNode, type Evaluator } from './formula-compiler';
import type { DependencyGraph } from './dependency-graph';
import type { FormulaModel } from './formula-model';
import { inputReaderOf, type InputReader } from './input-reading';
import { parseNumberInput } from './number-input';

const errorValue: Evaluator = () => Number.NaN;

export class FormulaProgram {
  readonly values: Float64Array;
  /** Input nodes, in layout order. */
  readonly inputs: Int32Array;
  /** Computed nodes in dependency order. */
  readonly computed: Int32Array;
  /** Field id of each input, parallel to `inputs`. */
  private readonly inputIds: Int32Array;
  private readonly evaluators: Evaluator[];
  /** How each node's raw value is read (inputs only; a percentage text box reads `25` as 25 %). */
  private readonly readers: InputReader[];
  private readonly rank: Int32Array;
  private readonly byRank: Int32Array;
  private readonly graph: DependencyGraph;
  private readonly mark: Uint32Array;
  private readonly scratch: Int32Array;
  private stamp = 0;

  /** `order` is the model's full topological order (the model must be acyclic). */
  constructor(
    private readonly model: FormulaModel,
    order: Int32Array,
  ) {
    const n = model.nodes.length;
    this.values = new Float64Array(n);
    this.evaluators = model.nodes.map((node, i) => {
      if (node.role.kind === 'mirror') {
        const parent = model.graph.dependencies[i][0];
        return (v: Float64Array) => v[parent];
      }
      if (node.formula === undefined) return errorValue;
      return node.formula.ok ? compileNode(node.formula.value.root) : errorValue;
    });
    this.readers = model.nodes.map((node) =>
      node.role.kind === 'input' ? inputReaderOf(node.field) : parseNumberInput,
    );
    this.computed = order.filter((i) => model.nodes[i].role.kind !== 'input');
    this.inputs = Int32Array.from(model.nodes.flatMap((node, i) => (node.role.kind === 'input' ? [i] : [])));
    this.graph = model.graph;
    this.byRank = order;
    this.inputIds = this.inputs.map((i) => model.nodes[i].field.FieldDefinitionId);
    this.rank = new Int32Array(n);
    order.forEach((node, position) => (this.rank[node] = position));
    this.mark = new Uint32Array(n);
    this.scratch = new Int32Array(n);
  }

  /** Reads every input from `raw` (missing ones are empty, i.e. 0) and recomputes everything. */
  recalculateAll(raw: ReadonlyMap<number, string | number | null | undefined>): void {
    const { values, inputs, inputIds, readers } = this;
    for (let k = 0; k < inputs.length; k++) values[inputs[k]] = readers[inputs[k]](raw.get(inputIds[k]));
    const { computed, evaluators } = this;
    for (let k = 0; k < computed.length; k++) {
      const i = computed[k];
      values[i] = evaluators[i](values);
    }
  }

  /** The number an input node's raw value stands for. */
  read(node: number, raw: string | number | null | undefined): number {
    return this.readers[node](raw);
  }

  /** Sets one input and recomputes its transitive dependents; returns them in dependency order. */
  setInput(node: number, value: number): Int32Array {
    this.values[node] = value;
    const affected = this.dependentsInOrder(node);
    const { values, evaluators } = this;
    for (let k = 0; k < affected.length; k++) {
      const i = affected[k];
      values[i] = evaluators[i](values);
    }
    return affected;
  }

  /** Transitive dependents of a node, in dependency order. */
  private dependentsInOrder(from: number): Int32Array {
    if (this.stamp === 0xffffffff) {
      this.mark.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const { mark, scratch, rank, graph } = this;
    let count = 0;
    const stack = [from];
    while (stack.length > 0) {
      const dependents = graph.dependentsOf(stack.pop() as number);
      for (let k = 0; k < dependents.length; k++) {
        const d = dependents[k];
        if (mark[d] !== stamp) {
          mark[d] = stamp;
          scratch[count++] = rank[d];
          stack.push(d);
        }
      }
    }
    const ranks = scratch.subarray(0, count).sort();
    const affected = new Int32Array(count);
    for (let k = 0; k < count; k++) affected[k] = this.byRank[ranks[k]];
    return affected;
  }
}
