import type { ProjectTag, TaskCategory } from '../../domain/setup/setup.entity';
import type { Workflow, WorkflowDraft } from '../../domain/setup/workflow.entity';
import type { HttpResult } from '../../ports/http-client.port';
import type { ProjectTagGateway } from '../../ports/project-tag-gateway.port';
import type { TaskCategoryGateway } from '../../ports/task-category-gateway.port';
import type { WorkflowGateway } from '../../ports/workflow-gateway.port';
import { failure, ok } from '../testing/fakes';

export const construction = (): Workflow => ({
  WorkflowId: 500,
  Name: 'Construction',
  WorkflowItems: [
    { WorkflowStatusId: 501, Name: 'Planning', Order: 1 },
    { WorkflowStatusId: 502, Name: 'Design', Order: 2 },
    { WorkflowStatusId: 503, Name: 'Build', Order: 3 },
  ],
  ProjectCount: 1,
});

/** Workflows in memory; `refuse` makes the next change answer 400 with that message. */
export class FakeWorkflowGateway implements WorkflowGateway {
  workflows: Workflow[] = [construction()];
  saved: WorkflowDraft[] = [];
  refuse: string | null = null;
  private refused<T>(): HttpResult<T> | null {
    if (!this.refuse) return null;
    const message = this.refuse;
    this.refuse = null;
    return failure(400, { Message: message });
  }
  async list(): Promise<HttpResult<Workflow[]>> {
    return ok(this.workflows);
  }
  async get(workflowId: number): Promise<HttpResult<Workflow>> {
    const found = this.workflows.find((w) => w.WorkflowId === workflowId);
    return found ? ok(found) : failure(404, { Message: `No workflow ${workflowId}.` });
  }
  private store(draft: WorkflowDraft, id: number): Workflow {
    this.saved.push(draft);
    let next = 600;
    const workflow = {
      WorkflowId: id,
      Name: draft.Name,
      ProjectCount: 0,
      WorkflowItems: draft.WorkflowItems.map((i, index) => ({
        WorkflowStatusId: i.WorkflowStatusId ?? next++,
        Name: i.Name,
        Order: index + 1,
      })),
    };
    this.workflows = [...this.workflows.filter((w) => w.WorkflowId !== id), workflow];
    return workflow;
  }
  async create(draft: WorkflowDraft): Promise<HttpResult<Workflow>> {
    return this.refused() ?? ok(this.store(draft, 530));
  }
  async update(draft: WorkflowDraft & { WorkflowId: number }): Promise<HttpResult<Workflow>> {
    return this.refused() ?? ok(this.store(draft, draft.WorkflowId));
  }
  async remove(workflowId: number): Promise<HttpResult<unknown>> {
    const refused = this.refused();
    if (refused) return refused;
    this.workflows = this.workflows.filter((w) => w.WorkflowId !== workflowId);
    return ok({});
  }
}

export class FakeProjectTagGateway implements ProjectTagGateway {
  tags: ProjectTag[] = [
    { TagId: 600, Name: 'Priority', Color: '#b91c1c', ProjectCount: 1 },
    { TagId: 603, Name: 'Safety', Color: '#b45309', ProjectCount: 0 },
  ];
  calls: string[] = [];
  async list(): Promise<HttpResult<ProjectTag[]>> {
    return ok(this.tags);
  }
  async create(name: string, color: string): Promise<HttpResult<ProjectTag>> {
    this.calls.push(`create ${name} ${color}`);
    if (this.tags.some((t) => t.Name.toLowerCase() === name.toLowerCase()))
      return failure(400, { Message: 'A project tag with this name already exists.' });
    const tag = { TagId: 606, Name: name, Color: color, ProjectCount: 0 };
    this.tags = [...this.tags, tag];
    return ok(tag);
  }
  async update(tagId: number, name: string, color: string): Promise<HttpResult<ProjectTag>> {
    this.calls.push(`update ${tagId} ${name} ${color}`);
    const tag = { ...this.tags.find((t) => t.TagId === tagId)!, Name: name, Color: color };
    this.tags = this.tags.map((t) => (t.TagId === tagId ? tag : t));
    return ok(tag);
  }
  async remove(tagId: number): Promise<HttpResult<unknown>> {
    this.calls.push(`remove ${tagId}`);
    this.tags = this.tags.filter((t) => t.TagId !== tagId);
    return ok({});
  }
}

export class FakeTaskCategoryGateway implements TaskCategoryGateway {
  categories: TaskCategory[] = [
    { CategoryId: 700, Name: 'Site visit', TaskCount: 3 },
    { CategoryId: 704, Name: 'Meeting', TaskCount: 0 },
  ];
  calls: string[] = [];
  async list(): Promise<HttpResult<TaskCategory[]>> {
    return ok(this.categories);
  }
  async get(categoryId: number): Promise<HttpResult<TaskCategory>> {
    const found = this.categories.find((c) => c.CategoryId === categoryId);
    return found ? ok(found) : failure(404, { Message: `No task category ${categoryId}.` });
  }
  async create(name: string): Promise<HttpResult<TaskCategory>> {
    this.calls.push(`create ${name}`);
    const category = { CategoryId: 705, Name: name, TaskCount: 0 };
    this.categories = [...this.categories, category];
    return ok(category);
  }
  async rename(categoryId: number, name: string): Promise<HttpResult<TaskCategory>> {
    this.calls.push(`rename ${categoryId} ${name}`);
    const category = { ...this.categories.find((c) => c.CategoryId === categoryId)!, Name: name };
    this.categories = this.categories.map((c) => (c.CategoryId === categoryId ? category : c));
    return ok(category);
  }
  async remove(categoryId: number, moveTo: number | null): Promise<HttpResult<unknown>> {
    this.calls.push(`remove ${categoryId} to ${moveTo}`);
    this.categories = this.categories.filter((c) => c.CategoryId !== categoryId);
    return ok({});
  }
}
