/**
 * A dependency graph over node indices 0..n-1: `dependencies[i]` are the nodes i reads.
 * Pure index arithmetic on typed arrays, with no recursion, so a form of any size and any
 * chain length is handled without growing the call stack.
 */
export class DependencyGraph {
  readonly size: number;
  /** Dependents of node i are dependentList[dependentStart[i] .. dependentStart[i + 1]). */
  private readonly dependentStart: Int32Array;
  private readonly dependentList: Int32Array;

  constructor(readonly dependencies: readonly (readonly number[])[]) {
    const n = dependencies.length;
    this.size = n;
    const start = new Int32Array(n + 1);
    for (const deps of dependencies) for (const d of deps) start[d + 1]++;
    for (let i = 0; i < n; i++) start[i + 1] += start[i];
    const fill = start.slice(0, n);
    const list = new Int32Array(start[n]);
    dependencies.forEach((deps, i) => {
      for (const d of deps) list[fill[d]++] = i;
    });
    this.dependentStart = start;
    this.dependentList = list;
  }

  dependentsOf(i: number): Int32Array {
    return this.dependentList.subarray(this.dependentStart[i], this.dependentStart[i + 1]);
  }

  /**
   * Kahn's algorithm. Returns every node in an order where each comes after what it reads,
   * or only the acyclic part (shorter than size) when there is a cycle.
   */
  topologicalOrder(): Int32Array {
    const n = this.size;
    const pending = new Int32Array(n);
    const order = new Int32Array(n);
    let tail = 0;
    for (let i = 0; i < n; i++) {
      pending[i] = this.dependencies[i].length;
      if (pending[i] === 0) order[tail++] = i;
    }
    for (let head = 0; head < tail; head++) {
      const node = order[head];
      for (let k = this.dependentStart[node], end = this.dependentStart[node + 1]; k < end; k++) {
        const dependent = this.dependentList[k];
        if (--pending[dependent] === 0) order[tail++] = dependent;
      }
    }
    return tail === n ? order : order.slice(0, tail);
  }

  /**
   * Nodes that lie on a cycle (strongly connected components of two or more nodes, or a node
   * reading itself). Tarjan's algorithm with an explicit stack.
   */
  cyclicNodes(): Uint8Array {
    const n = this.size;
    const index = new Int32Array(n).fill(-1);
    const low = new Int32Array(n);
    const onStack = new Uint8Array(n);
    const cyclic = new Uint8Array(n);
    const stack: number[] = [];
    const work: number[] = []; // pairs: node, next dependency position
    let counter = 0;
    for (let root = 0; root < n; root++) {
      if (index[root] !== -1) continue;
      work.push(root, 0);
      while (work.length > 0) {
        const pos = work.pop() as number;
        const v = work.pop() as number;
        if (pos === 0) {
          index[v] = low[v] = counter++;
          stack.push(v);
          onStack[v] = 1;
        }
        const deps = this.dependencies[v];
        if (pos < deps.length) {
          const w = deps[pos];
          work.push(v, pos + 1);
          if (w === v) cyclic[v] = 1;
          if (index[w] === -1) work.push(w, 0);
          else if (onStack[w]) low[v] = Math.min(low[v], index[w]);
          continue;
        }
        if (work.length > 0) {
          const parent = work[work.length - 2];
          low[parent] = Math.min(low[parent], low[v]);
        }
        if (low[v] === index[v]) {
          let w: number;
          let count = 0;
          const members: number[] = [];
          do {
            w = stack.pop() as number;
            onStack[w] = 0;
            members.push(w);
            count++;
          } while (w !== v);
          if (count > 1) for (const m of members) cyclic[m] = 1;
        }
      }
    }
    return cyclic;
  }

  /**
   * Every node reachable from `from` following dependents (what must be recomputed when it
   * changes) or dependencies. `from` itself is not included.
   */
  reach(from: number, direction: 'dependents' | 'dependencies'): number[] {
    const seen = new Uint8Array(this.size);
    const found: number[] = [];
    const todo = [from];
    while (todo.length > 0) {
      const node = todo.pop() as number;
      const next = direction === 'dependents' ? this.dependentsOf(node) : this.dependencies[node];
      for (const m of next) {
        if (!seen[m]) {
          seen[m] = 1;
          if (m !== from) found.push(m);
          todo.push(m);
        }
      }
    }
    return found;
  }
}
