/**
 * What a notification that is not about a task is about (issue 35; docs/realtime.md "Notifications"): a form instance,
 * a project or the workspace's users. The list links it to its page, or says it was deleted.
 */
export type NotificationSubjectKind = 'instance' | 'project' | 'users';

export interface NotificationSubject {
  Kind: NotificationSubjectKind;
  Id: number;
}

export const SUBJECT_DELETED = 'This item has been deleted.';

/** The app page a subject opens. */
export function subjectPath({ Kind, Id }: NotificationSubject): string {
  switch (Kind) {
    case 'instance':
      return `/forminstance/${Id}`;
    case 'project':
      return `/project/details/${Id}`;
    case 'users':
      return '/setup/users/list';
  }
}
