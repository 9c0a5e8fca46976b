import { SURVEY_IDS, SURVEY_LINK_HASHES } from '../../fixtures/surveys/surveys';

/** Valid bodies of the survey link routes (issue 34, "Survey share by link") for the fuzz to mutate. */
export function surveyLinkFuzzBases(): Record<string, unknown> {
  const link = { SurveyId: SURVEY_IDS.pulse, Hash: SURVEY_LINK_HASHES.pulse, Email: 'olga@outside.test' };
  return {
    '/surveylink/set': { SurveyId: SURVEY_IDS.pulse, Enabled: true },
    '/surveylink/sendcode': link,
    '/surveylink/verify': { ...link, Code: '222222' },
  };
}
