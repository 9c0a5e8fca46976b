import DOMPurify from 'dompurify';
import * as imask from 'imask';
import moment from 'moment';
import { provideFormLibrary } from '../../domain/forms/libraries/form-libraries';

/**
 * Where code runs without a page that loads libraries by need (the mock server, the unit tests): all three are
 * provided when this module is imported.
 */
provideFormLibrary('dates', moment);
provideFormLibrary('masks', imask);
provideFormLibrary('richText', DOMPurify);
