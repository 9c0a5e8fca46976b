/**
 * The peer of the instance page benchmark (issue 36): the benchmark's instance drawn by SurveyJS (survey-core and
 * survey-react-ui 3.0.0, React 19) with its default theme in the variant without web fonts (nothing is fetched
 * from outside). Lazy rendering stays off, as SurveyJS ships it. See surveyjs-form.ts for the form's mapping.
 */
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import 'survey-core/survey-core.fontless.css';
import { Survey } from 'survey-react-ui';
import { loadSurveyForm } from './surveyjs-form';

const form = await loadSurveyForm(location.search);
const model = new Model(form.json);
model.data = form.data;
createRoot(document.getElementById('root')!).render(<Survey model={model} />);
