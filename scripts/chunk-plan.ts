/**
 * Which chunk each module of the SPA goes to (issue 11, ADR 0010). Left to itself the bundler gives every set of
 * pages that share a module a chunk of its own: about 330 chunks, and 40 for the instance page alone, most under a
 * kilobyte. Each costs the browser a preload link, a fetch and a module record before the page can draw. The plan
 * puts what the busiest pages need in a few chunks instead:
 *
 * - `platform`: every module the entry imports, so the first script is three files (the entry, the bundler's runtime
 *   and this) instead of eleven.
 * - The hot pages (the member's first page, the form instance page, the designer) are split among themselves only:
 *   a module goes to the chunk of the hot pages that need it (`form-instance~designer`: needed by both, not the
 *   form list), so each loads at most four chunks of its own and nothing it does not use.
 * - A module only ever loaded with `import()` (an area's modules, a page, the export engines, the SignalR client)
 *   stays a chunk of its own, so that a page still loads only when it is opened.
 * - Everything else is split as the bundler does by itself.
 *
 * A planned chunk imports only from the platform and from chunks whose hot pages include all of its own (whatever
 * needs a module needs what it imports), so no two chunks import each other.
 */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { readonly importedIds: readonly string[]; readonly importers: readonly string[] } | null;
}

export interface HotPage {
  /** The chunk's name. */
  name: string;
  /** What the page loads when it opens: its area's modules and its own code (`featurePage` in src/ui). */
  roots: readonly string[];
}

/** The modules `roots` import statically, transitively, the roots included. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Module id to chunk name for the modules the plan places; the others are left to the bundler. */
export function planChunks(
  graph: ModuleGraph,
  entry: string,
  hotPages: readonly HotPage[],
): Map<string, string> {
  const plan = new Map<string, string>();
  if (!graph.getModuleInfo(entry)) return plan; // another build (the benchmark's baselines)
  for (const id of staticClosure(graph, [entry])) if (id !== entry) plan.set(id, 'platform');
  // Which hot pages need each module the platform does not hold (a module only loaded with import() excepted).
  const neededBy = new Map<string, string[]>();
  for (const page of hotPages) {
    for (const root of page.roots) {
      if (!graph.getModuleInfo(root))
        throw new Error(`chunk plan: ${root} (${page.name}) is not a module of the build`);
    }
    for (const id of staticClosure(graph, page.roots)) {
      if (plan.has(id) || (graph.getModuleInfo(id)?.importers.length ?? 0) === 0) continue;
      neededBy.set(id, [...(neededBy.get(id) ?? []), page.name]);
    }
  }
  for (const [id, pages] of neededBy) plan.set(id, pages.join('~'));
  return plan;
}

/**
 * The `name` function of a `codeSplitting` group that follows the plan: computed once per chunking pass, from the
 * module graph the bundler hands it.
 */
export function chunkNamer(
  entry: string,
  hotPages: readonly HotPage[],
): (id: string, graph: ModuleGraph) => string | null {
  const plans = new WeakMap<ModuleGraph, Map<string, string>>();
  return (id, graph) => {
    let plan = plans.get(graph);
    if (!plan) {
      plan = planChunks(graph, entry, hotPages);
      plans.set(graph, plan);
    }
    return plan.get(id) ?? null;
  };
}
