/**
 * User-facing texts of the reports area, word for word from the reports spec (§4, §5, §8). Never reword them here.
 */
import { maxLengthMessage } from '../forms/validation/validation-messages';

export const ReportMessage = {
  required: 'Required!',
  nameTooLong: maxLengthMessage(254),
  headerTooLong: maxLengthMessage(2000),
  customFormatTooLong: maxLengthMessage(250),
  invalidEmail: 'Invalid email!',
  emailTooLong: maxLengthMessage(254),
  atLeastOneEmail: 'You need to add at least one email to the list!',
  atLeastOneAssignee: 'Please select at least one assignee!',
  invalidDateRange: 'You must input a valid date range.',
  processing: 'Your report is processing. You will be notified upon completion.',
  fieldRequired: 'This field is required.',
} as const;
