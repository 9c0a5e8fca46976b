/**
 * The long lists of bench/lists.bench.ts (issue 36): the demo seed with its task list, a cabinet folder ("Big
 * folder" in Company Documents), the activity log and the Site Inspections report's filters grown to a given
 * number of items each. Every copy is a valid record of its kind (new ids, the demo's people and projects).
 */
import { CABINET_IDS, REPORT_IDS, USER_IDS, WORKSPACE_ID } from '../../fixtures/ids';
import { seed } from '../../fixtures/seed';
import type { CabinetItemRecord, SeedData } from '../../fixtures/types';
import { ACTIVITY_AREAS } from '../../src/domain/admin/activity.entity';

/** The big folder's id: its items follow it. */
export const BIG_FOLDER = 9000;

export interface ListCounts {
  tasks: number;
  files: number;
  activity: number;
  filters: number;
}

const at = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString();

function grownTasks(data: SeedData, count: number): SeedData['tasks'] {
  const base = data.tasks;
  // Open tasks, so that the list's first page (open tasks, the default) is full at every size.
  return Array.from({ length: count }, (_, i) => ({
    ...structuredClone(base[i % base.length]!),
    TaskId: 10_000 + i,
    Title: `${base[i % base.length]!.Title} #${i}`,
    IsCompleted: false,
    CompletedOn: null,
  }));
}

function bigFolder(data: SeedData, count: number): CabinetItemRecord[] {
  const template = data.cabinetItems.find((i) => i.ItemId === CABINET_IDS.finance)!;
  const folder: CabinetItemRecord = {
    ...template,
    ItemId: BIG_FOLDER,
    Name: 'Big folder',
    ParentFolderId: CABINET_IDS.company,
  };
  const folders = Math.floor(count / 20);
  const items = Array.from({ length: count }, (_, i): CabinetItemRecord => {
    const isFolder = i < folders;
    const picture = !isFolder && i % 20 === 0;
    return {
      ...template,
      ItemId: BIG_FOLDER + 1 + i,
      ItemType: isFolder ? 1 : 2,
      Name: isFolder
        ? `Folder ${i + 1}`
        : picture
          ? `Photo ${i + 1}.jpg`
          : `Report ${i + 1}.${['pdf', 'docx', 'xlsx', 'txt'][i % 4]}`,
      ParentFolderId: BIG_FOLDER,
      IsImage: picture,
      Size: isFolder ? 0 : 1000 + ((i * 7919) % 5_000_000),
      CreatedOn: at(i),
      ModifiedOn: at(i),
      blob: isFolder ? null : picture ? 'seed:north-gate.jpg' : 'seed:meeting-notes.txt',
    };
  });
  return [folder, ...items];
}

function grownActivity(count: number): SeedData['activity'] {
  return Array.from({ length: count }, (_, i) => ({
    ActivityId: 100_000 + i,
    OccurredOn: at(i),
    UserId: USER_IDS.admin,
    UserName: 'Ada Admin',
    Area: ACTIVITY_AREAS[i % ACTIVITY_AREAS.length]!,
    Action: `Changed the form "Bench ${i}"`,
    workspaceId: WORKSPACE_ID,
  }));
}

function grownFilters(data: SeedData, count: number): SeedData['reportFilters'] {
  const template = data.reportFilters.find((f) => f.ReportId === REPORT_IDS.inspections)!;
  const others = data.reportFilters.filter((f) => f.ReportId !== REPORT_IDS.inspections);
  return [
    ...others,
    ...Array.from({ length: count }, (_, i) => ({
      ...structuredClone(template),
      Id: 20_000 + i,
      Name: `Inspections ${String(i + 1).padStart(5, '0')}`,
    })),
  ];
}

export function listSeed(counts: ListCounts): SeedData {
  const data = seed();
  return {
    ...data,
    tasks: grownTasks(data, counts.tasks),
    cabinetItems: [...data.cabinetItems, ...bigFolder(data, counts.files)],
    activity: grownActivity(counts.activity),
    reportFilters: grownFilters(data, counts.filters),
  };
}
