import { describe, expect, it } from 'vitest';
import { DependencyGraph } from './dependency-graph';

describe('DependencyGraph', () => {
  // 0 <- 1 <- 2, 0 <- 2, 3 alone
  const dag = new DependencyGraph([[], [0], [1, 0], []]);

  it('orders every node after what it reads', () => {
    const order = Array.from(dag.topologicalOrder());
    expect(order).toHaveLength(4);
    expect(order.indexOf(0)).toBeLessThan(order.indexOf(1));
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(2));
  });

  it('lists dependents and reaches transitively both ways', () => {
    expect(Array.from(dag.dependentsOf(0)).sort()).toEqual([1, 2]);
    expect(dag.reach(0, 'dependents').sort()).toEqual([1, 2]);
    expect(dag.reach(2, 'dependencies').sort()).toEqual([0, 1]);
    expect(dag.reach(3, 'dependents')).toEqual([]);
  });

  it('finds the nodes on cycles, including self loops, and only those', () => {
    // 0 -> 1 -> 2 -> 0 is a cycle; 3 reads 0 but is not on it; 4 reads itself; 5 alone.
    const graph = new DependencyGraph([[1], [2], [0], [0], [4], []]);
    expect(graph.topologicalOrder().length).toBeLessThan(6);
    expect(Array.from(graph.cyclicNodes())).toEqual([1, 1, 1, 0, 1, 0]);
    expect(Array.from(dag.cyclicNodes())).toEqual([0, 0, 0, 0]);
  });

  it('handles a chain of 100,000 nodes without deep recursion', () => {
    const n = 100_000;
    const chain = new DependencyGraph(Array.from({ length: n }, (_, i) => (i === 0 ? [n - 1] : [i - 1])));
    expect(chain.cyclicNodes().every((x) => x === 1)).toBe(true);
    expect(chain.reach(0, 'dependents')).toHaveLength(n - 1);
  });
});
