import { accountStates } from './account.states';
import { adminStates } from './admin.states';
import { cabinetStates } from './cabinet.states';
import { conventionStates } from './conventions.states';
import { demoDataStates } from './demo-data.states';
import { errorStates } from './errors.states';
import type { ProviderStates } from './provider-states';
import { sessionStates } from './session.states';
import { sharingStates } from './sharing.states';
import { taskStates } from './tasks.states';
import { reportStates } from './reports.states';
import { quizStates } from './quizzes.states';
import { surveyStates } from './surveys.states';

/** Every provider state the pacts use, by name: one module per area. */
export const providerStates: ProviderStates = {
  ...sessionStates,
  ...conventionStates,
  ...errorStates,
  ...demoDataStates,
  ...sharingStates,
  ...cabinetStates,
  ...taskStates,
  ...reportStates,
  ...adminStates,
  ...accountStates,
  ...quizStates,
  ...surveyStates,
};
