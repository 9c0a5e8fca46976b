/**
 * Task list benchmark (issue 14: "long lists page"): the figures behind one page of `GET /api/task/list` on a large
 * workspace. The demo's 66 tasks are copied until the workspace holds 10,000 and 50,000 tasks; then, for a member:
 * - the domain rule alone (src/domain/tasks/task-filter.ts: visibility, filters, order, one page);
 * - the whole call over HTTP against the mock server (schemas, access rule per task, the answer's 50 rows).
 * Each figure is the median of several runs after warm-up. Targets (ours): the rule under 50 ms and the call under
 * 200 ms at 10,000 tasks, so the list stays quick as the task reports build on the same rule.
 * Run: `npm run bench -- tasks` or `node --import tsx bench/tasks.bench.ts`.
 */
import { USER_EMAILS } from '../fixtures/ids';
import { seed } from '../fixtures/seed';
import type { SeedData } from '../fixtures/types';
import { createMockServer } from '../mock-server/app';
import { actorOf } from '../mock-server/access/access-facts';
import { filterFacts, scopeFacts } from '../mock-server/routes/tasks/task-data';
import { startMock } from '../mock-server/test-support/mock-client';
import { readTask } from '../src/domain/access/task-access.policy';
import {
  EVERY_TASK,
  TASK_PAGE_SIZE,
  selectTasks,
  taskFilter,
  type TaskCriteria,
} from '../src/domain/tasks/task-filter';
import { measureAsync } from './median-timing';

/** The fixtures with their tasks copied (new ids, the same projects, people and stars) up to `count`. */
function workspaceWith(count: number): SeedData {
  const data = seed();
  const base = data.tasks;
  const tasks = Array.from({ length: count }, (_, i) => ({
    ...structuredClone(base[i % base.length]!),
    TaskId: 10_000 + i,
    Title: `${base[i % base.length]!.Title} #${i}`,
  }));
  return { ...data, tasks };
}

const CRITERIA: Array<[string, TaskCriteria]> = [
  ['open tasks (the default)', { ...EVERY_TASK, TaskStatusFilterType: 3 }],
  ['mine, starred', { ...EVERY_TASK, TaskAssignees: [2], TaskStarredFilterType: 2 }],
  ['search "floor"', { ...EVERY_TASK, Search: 'floor' }],
];

console.log('Task list: one page of 50 for the member (Design Team), median of runs');
for (const count of [10_000, 50_000]) {
  const data = workspaceWith(count);
  const mock = createMockServer({ dataFile: null, seed: () => data });
  const member = mock.store.userByEmail(USER_EMAILS.member)!;
  const actor = actorOf(mock.store, member);
  await mock.close();
  for (const [name, criteria] of CRITERIA) {
    const rule = await measureAsync(9, 2, () => {
      const visible = data.tasks.filter((t) => readTask(actor, scopeFacts(t)).allowed);
      return selectTasks(visible, (t) => filterFacts(t, member.id), taskFilter(criteria), 0, TASK_PAGE_SIZE);
    });
    const verdict = count === 10_000 ? (rule < 50 ? 'OK' : 'OVER 50 ms') : '';
    console.log(
      `  ${String(count).padStart(6)} tasks, ${name.padEnd(26)} domain rule ${rule.toFixed(1).padStart(7)} ms ${verdict}`,
    );
  }

  const running = await startMock({ seed: () => data });
  const client = running.client();
  await client.login(USER_EMAILS.member);
  for (const [name, query] of [
    ['open tasks (the default)', '?TaskStatusFilterType=3'],
    ['mine, starred', '?TaskAssignees=2&TaskStarredFilterType=2'],
    ['search "floor"', '?Search=floor'],
  ] as const) {
    let rows = 0;
    const call = await measureAsync(9, 2, async () => {
      const reply = await client.get(`/api/task/list${query}`);
      rows = (reply.body as { Tasks: unknown[] }).Tasks.length;
    });
    const verdict = count === 10_000 ? (call < 200 ? 'OK' : 'OVER 200 ms') : '';
    console.log(
      `  ${String(count).padStart(6)} tasks, ${name.padEnd(26)} GET /api/task/list ${call.toFixed(1).padStart(7)} ms (${rows} rows) ${verdict}`,
    );
  }
  await running.stop();
}
