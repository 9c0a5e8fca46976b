/**
 * What a search answers (docs/search.md): hits of one kind are grouped, each hit names the page that opens it.
 * The mock backend builds these (mock-server/routes/search/) and the SPA draws them (src/ui/search/).
 */

/** The kinds of things a search finds, in the order the page lists groups that rank equally. */
export const SEARCH_KINDS = [
  'project',
  'formGroup',
  'form',
  'instance',
  'task',
  'folder',
  'file',
  'report',
  'filter',
] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each group's heading on the search page. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  project: 'Projects',
  formGroup: 'Form groups',
  form: 'Forms',
  instance: 'Form instances',
  task: 'Tasks',
  folder: 'Folders',
  file: 'Files',
  report: 'Reports',
  filter: 'Report filters',
};

export const isSearchKind = (value: unknown): value is SearchKind =>
  typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);

/** One thing found. */
export interface SearchHit {
  Kind: SearchKind;
  /** The record's own id (ProjectId, InstanceId, TaskId, ItemId, ...). */
  Id: number;
  Title: string;
  /** A short piece of the text that matched (a field's value, a description, a text file's line); may be empty. */
  Snippet: string;
  /** The words of the title and snippet that matched, lower case: the page marks them. */
  Terms: string[];
  /** The SPA page that opens it. */
  Path: string;
  /** Higher ranks first. */
  Score: number;
}

/** The hits of one kind: `Count` of them matched (as far as the server looked), the best `Hits` are sent. */
export interface SearchGroup {
  Kind: SearchKind;
  Count: number;
  Hits: SearchHit[];
}

/** `GET /api/search?q=` answers this. */
export interface SearchAnswer {
  Query: string;
  Total: number;
  Groups: SearchGroup[];
}
