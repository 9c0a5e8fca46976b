import { describe, expect, it } from 'vitest';
import { APP_NAME, documentTitle } from './page-title';

describe('documentTitle', () => {
  it.each<[string, Array<string | null | undefined>, string]>([
    ['Forms', [], 'Forms – Gridwork'],
    ['Manage Form', ['Site Inspection'], 'Site Inspection – Manage Form – Gridwork'],
    [
      'Form Instance',
      ['Site Inspection', 'Office Renovation'],
      'Site Inspection – Office Renovation – Form Instance – Gridwork',
    ],
    ['Project Details', ['  Office Renovation '], 'Office Renovation – Project Details – Gridwork'],
    ['Form Group', ['', null, undefined], 'Form Group – Gridwork'],
    ['Forms', ['Forms'], 'Forms – Gridwork'],
    [APP_NAME, [], 'Gridwork'],
  ])('%s with %j: %s', (page, subjects, title) => {
    expect(documentTitle(page, subjects)).toBe(title);
  });
});
