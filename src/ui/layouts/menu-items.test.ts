import { describe, expect, it } from 'vitest';
import { menuFor } from './menu-items';

const labels = (isAdmin: boolean) => menuFor('user', 1, isAdmin).map((item) => item.label);

describe('the main menu', () => {
  it('offers a member only what a member may open', () => {
    expect(labels(false)).toEqual([
      'Dashboard',
      'Projects',
      'Forms',
      'Reports',
      'Tasks',
      'Cabinets',
      'Quizzes',
      'Surveys',
      'Change password',
    ]);
  });

  it('offers an administrator the orders, the activity log and setup besides', () => {
    const admin = labels(true);
    for (const label of ['Orders', 'Activity log', 'Setup']) expect(admin).toContain(label);
    expect(admin.filter((label) => !labels(false).includes(label))).toEqual([
      'Orders',
      'Activity log',
      'Setup',
    ]);
  });
});
