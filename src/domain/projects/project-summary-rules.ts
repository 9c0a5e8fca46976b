/**
 * Input rules of a project summary, written once: the editor shows them, the mock server answers them as a
 * 400 `Message` (docs/api.md "Project summaries").
 */
import { ValidationMessage, maxLengthMessage } from '../forms/validation/validation-messages';
import {
  PROJECT_SUMMARY_GROUPS_MAX,
  PROJECT_SUMMARY_LINES_MAX,
  PROJECT_SUMMARY_NAME_MAX,
  SUMMARY_FUNCTION_LABELS,
  type ProjectSummaryDraft,
} from './project-summary.entity';

export const ProjectSummaryMessage = {
  needsGroup: 'Pick at least one form group.',
  tooManyGroups: `A summary can use at most ${PROJECT_SUMMARY_GROUPS_MAX} form groups.`,
  needsLine: 'Add at least one line.',
  tooManyLines: `A summary can have at most ${PROJECT_SUMMARY_LINES_MAX} lines.`,
  lineOutsideGroups: 'Each line needs a field of one of the picked form groups.',
  duplicateLine: 'Each line needs its own field and function.',
  notNumeric: 'Only number fields can be totalled.',
  unknownFunction: 'Choose a function.',
  nameTaken: 'A project summary with this name already exists.',
  gone: 'This project summary no longer exists.',
} as const;

/** The first problem of a draft as one sentence, or null. `numericField` says whether a field id can be totalled. */
export function projectSummaryProblem(
  draft: ProjectSummaryDraft,
  numericField: (groupId: number, fieldId: number) => boolean,
): string | null {
  const name = draft.Name.trim();
  if (name === '') return `Name: ${ValidationMessage.Required}`;
  if (name.length > PROJECT_SUMMARY_NAME_MAX) return `Name: ${maxLengthMessage(PROJECT_SUMMARY_NAME_MAX)}`;
  if (draft.GroupIds.length === 0) return ProjectSummaryMessage.needsGroup;
  if (draft.GroupIds.length > PROJECT_SUMMARY_GROUPS_MAX) return ProjectSummaryMessage.tooManyGroups;
  if (draft.Lines.length === 0) return ProjectSummaryMessage.needsLine;
  if (draft.Lines.length > PROJECT_SUMMARY_LINES_MAX) return ProjectSummaryMessage.tooManyLines;
  const seen = new Set<string>();
  for (const [index, line] of draft.Lines.entries()) {
    const where = `Line ${index + 1}: `;
    if (!(line.Function in SUMMARY_FUNCTION_LABELS)) return where + ProjectSummaryMessage.unknownFunction;
    if (!draft.GroupIds.includes(line.GroupId)) return where + ProjectSummaryMessage.lineOutsideGroups;
    if (!numericField(line.GroupId, line.FieldDefinitionId)) return where + ProjectSummaryMessage.notNumeric;
    const key = `${line.FieldDefinitionId}:${line.Function}`;
    if (seen.has(key)) return where + ProjectSummaryMessage.duplicateLine;
    seen.add(key);
  }
  return null;
}
