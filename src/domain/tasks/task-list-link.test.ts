import { describe, expect, it } from 'vitest';
import { readTaskListLink, writeTaskListLink } from './task-list-link';

describe('the task list’s link (issue 32)', () => {
  it('reads known values and ignores the rest', () => {
    expect(
      readTaskListLink({
        status: '2',
        star: '3',
        project: '100',
        assignee: 'nobody',
        q: ' tile ',
        page: '3',
      }),
    ).toEqual({ status: 2, starred: 3, project: '100', assignee: 'nobody', search: 'tile', page: 2 });
    expect(
      readTaskListLink({ status: '4', star: 'x', project: '0', assignee: 'everyone', q: ' ', page: '-1' }),
    ).toEqual({});
    expect(readTaskListLink({ project: 'without', page: '1' })).toEqual({ project: 'without', page: 0 });
  });

  it('writes only what is away from the defaults, and reads back what it wrote', () => {
    expect(writeTaskListLink({ status: 3, starred: 1, search: '', page: 0 }, { status: 3 })).toEqual({});
    const link = {
      status: 1,
      starred: 2,
      project: 'with',
      assignee: 'mine',
      search: 'tile',
      page: 1,
    } as const;
    const written = writeTaskListLink(link, { status: 3 });
    expect(written).toEqual({
      status: '1',
      star: '2',
      project: 'with',
      assignee: 'mine',
      q: 'tile',
      page: '2',
    });
    expect(readTaskListLink(written)).toEqual(link);
  });
});
