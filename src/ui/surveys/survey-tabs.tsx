import { NavLink } from 'react-router-dom';

/** The pages of one survey a manager moves between. */
export function SurveyTabs({ surveyId }: { surveyId: number }) {
  const tabs = [
    { label: 'Questions', to: `/modules/survey/details/${surveyId}` },
    { label: 'Settings', to: `/modules/survey/settings/${surveyId}` },
    { label: 'Users', to: `/modules/survey/users?surveyId=${surveyId}` },
    { label: 'Responses', to: `/modules/survey/results/${surveyId}` },
    { label: 'Results by question', to: `/modules/survey/resultsQuestions/${surveyId}` },
    { label: 'Preview', to: `/modules/survey/exam/pre/preview?surveyId=${surveyId}` },
  ];
  return (
    <nav className="survey-tabs" aria-label="Survey">
      {tabs.map((tab) => (
        <NavLink key={tab.label} className="survey-tabs__tab" to={tab.to} end>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

export const SURVEY_LIST_CRUMB = { label: 'Surveys', to: '/modules/survey/list' };
