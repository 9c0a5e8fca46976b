/**
 * A workflow: a named, ordered list of statuses a project moves through (issue 14; the reports spec §3 names
 * WorkflowId, Name, WorkflowItems and WorkflowStatusId). The status with the lowest Order is the first: a project
 * that takes the workflow starts there. Orders are 1, 2, 3 … without gaps once saved.
 */
export interface WorkflowItem {
  WorkflowStatusId: number;
  Name: string;
  Order: number;
}

export interface Workflow {
  WorkflowId: number;
  Name: string;
  WorkflowItems: WorkflowItem[];
  /** Projects that use the workflow (read only; a workflow in use cannot be deleted). */
  ProjectCount: number;
}

/** A status being edited: a new one has no id yet. */
export interface WorkflowItemDraft {
  WorkflowStatusId?: number;
  Name: string;
}

/** What the workflow editor sends: the statuses in their order (the server numbers them 1..n). */
export interface WorkflowDraft {
  WorkflowId?: number;
  Name: string;
  WorkflowItems: WorkflowItemDraft[];
}

/** Ours: enough for any real process, small enough to read on one screen. */
export const WORKFLOW_STATUSES_MAX = 50;
