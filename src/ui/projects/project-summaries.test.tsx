import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeProjectSummaryGateway } from '../../application/projects/project-summaries.test-kit';
import { ShowProjectSummaries } from '../../application/projects/show-project-summaries.use-case';
import type { ProjectFigures } from '../../domain/projects/project-summary.entity';
import type { HttpResult } from '../../ports/http-client.port';
import { ProjectSummariesStore } from '../../stores/projects/project-summaries.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { ProjectSummaries } from './project-summaries';

afterEach(cleanup);

const figures: ProjectFigures[] = [
  {
    ProjectSummaryId: 790,
    Name: 'Expense totals',
    Figures: [
      {
        GroupId: 21,
        GroupName: 'Finance',
        FieldDefinitionId: 110,
        FieldName: 'Total',
        Function: 1,
        Value: 1475.5,
        Count: 2,
      },
      {
        GroupId: 21,
        GroupName: 'Finance',
        FieldDefinitionId: 106,
        FieldName: 'Travel',
        Function: 2,
        Value: null,
        Count: 0,
      },
    ],
  },
];

function renderSummaries(answer: HttpResult<ProjectFigures[]>) {
  const gateway = new FakeProjectSummaryGateway();
  if (answer.ok) gateway.projectFigures.set(100, answer.data);
  else gateway.figuresFailure = answer;
  const store = new ProjectSummariesStore(new ShowProjectSummaries(gateway));
  const { stores } = testStores();
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <ProjectSummaries projectId={100} />
    </StoresProvider>,
  );
  return gateway.figuresAsked;
}

describe('project summaries on the project page (issue 35)', () => {
  it('shows each summary as a table of figures under its name, a dash where there is no figure', async () => {
    const asked = renderSummaries({ ok: true, status: 200, data: figures });
    const table = await screen.findByRole('table', { name: 'Expense totals' });
    expect(asked).toEqual([100]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Finance', 'Total', 'Sum', '1,475.5'],
      ['Finance', 'Travel', 'Average', '—'],
    ]);
  });

  it('says so when the figures cannot be read', async () => {
    renderSummaries({ ok: false, failure: { kind: 'network' } } as HttpResult<ProjectFigures[]>);
    expect((await screen.findByRole('alert')).textContent).toBe('The project summaries could not be loaded.');
  });
});
