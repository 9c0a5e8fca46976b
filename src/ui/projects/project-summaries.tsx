import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SUMMARY_FUNCTION_LABELS, formatFigure } from '../../domain/projects/project-summary.entity';
import { ProjectSummariesStore } from '../../stores/projects/project-summaries.store';
import { useStore } from '../app/stores-context';

/**
 * A project's summaries (issue 35): each a small table of figures under its name, over the form instances and
 * fields the viewer may read. Nothing shows when the workspace has no summary.
 */
export const ProjectSummaries = observer(function ProjectSummaries({ projectId }: { projectId: number }) {
  const store = useStore(ProjectSummariesStore);
  useEffect(() => {
    void store.opened(projectId);
    return store.closed;
  }, [store, projectId]);
  if (store.failed)
    return (
      <p className="notice" role="alert">
        The project summaries could not be loaded.
      </p>
    );
  if (store.summaries.length === 0) return null;
  return (
    <section aria-labelledby="project-summaries-heading" className="project-summaries">
      <h2 className="project-heading" id="project-summaries-heading">
        Summaries
      </h2>
      {store.summaries.map((summary) => (
        <table key={summary.ProjectSummaryId} className="table project-summary">
          <caption>{summary.Name}</caption>
          <thead>
            <tr>
              <th scope="col">Form group</th>
              <th scope="col">Field</th>
              <th scope="col">Function</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {summary.Figures.map((figure) => (
              <tr key={`${figure.FieldDefinitionId}-${figure.Function}`}>
                <td>{figure.GroupName}</td>
                <td>{figure.FieldName}</td>
                <td>{SUMMARY_FUNCTION_LABELS[figure.Function]}</td>
                <td className="project-summary__value">{formatFigure(figure.Value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
});
