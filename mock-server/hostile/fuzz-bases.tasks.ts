import type { SeedData } from '../../fixtures/types';

/** Valid bodies of the issue 14 routes (tasks, setup lists, a project's plan) for the fuzz to mutate. */
export function taskFuzzBases(data: SeedData): Record<string, unknown> {
  const task = data.tasks[0]!;
  const workflow = data.workflows[0]!;
  const project = data.projects[0]!;
  const taskBody = {
    Title: 'Fuzz',
    Description: 'd',
    ProjectId: project.ProjectId,
    CategoryId: data.taskCategories[0]!.CategoryId,
    AssigneeIds: task.AssigneeIds,
    DueDate: '2026-12-01',
    IsCompleted: false,
  };
  return {
    '/task/create': taskBody,
    '/task/update': { ...taskBody, TaskId: task.TaskId },
    '/task/complete': { TaskId: task.TaskId, IsCompleted: true },
    '/task/star': { TaskId: task.TaskId, IsStarred: true },
    '/task/delete': { TaskId: task.TaskId },
    '/workflow/delete': { WorkflowId: workflow.WorkflowId },
    '/projecttag/delete': { TagId: data.projectTags[0]!.TagId },
    '/taskcategory/delete': {
      CategoryId: data.taskCategories[0]!.CategoryId,
      MoveToCategoryId: data.taskCategories[1]!.CategoryId,
    },
    '/workflow/create': { Name: 'Fuzz', WorkflowItems: [{ Name: 'a' }, { Name: 'b' }] },
    '/workflow/update': {
      WorkflowId: workflow.WorkflowId,
      Name: workflow.Name,
      WorkflowItems: workflow.WorkflowItems.map(({ WorkflowStatusId, Name }) => ({ WorkflowStatusId, Name })),
    },
    '/projecttag/create': { Name: 'Fuzz', Color: '#047857' },
    '/projecttag/update': { TagId: data.projectTags[0]!.TagId, Name: 'Fuzz', Color: '#047857' },
    '/taskcategory/create': { Name: 'Fuzz' },
    '/taskcategory/update': { CategoryId: data.taskCategories[0]!.CategoryId, Name: 'Fuzz' },
    '/project/update': {
      ProjectId: project.ProjectId,
      Name: project.Name,
      Description: 'd',
      Status: 0,
      TagIds: project.TagIds,
      WorkflowId: project.WorkflowId,
      WorkflowStatusId: project.WorkflowStatusId,
      StartDate: project.StartDate,
      DeliveryEndDate: project.DeliveryEndDate,
    },
  };
}
