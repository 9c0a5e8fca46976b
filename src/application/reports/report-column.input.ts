import { IsNotEmpty, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ReportMessage } from '../../domain/reports/report-messages';
import {
  CUSTOM_FORMAT_TYPE,
  REPORT_CUSTOM_FORMAT_MAX,
  REPORT_HEADER_MAX,
} from '../../domain/reports/report.entity';

/**
 * The Report Columns edit dialog (reports spec §2, §5): Header required, at most 2000; Custom Format required when the
 * format is custom, at most 250. The spec's messages: "Required!" and "Max characters length (n) exceeded!".
 */
export class ReportColumnInput {
  @MaxLength(REPORT_HEADER_MAX, { message: ReportMessage.headerTooLong })
  @Matches(/\S/, { message: ReportMessage.required })
  @IsNotEmpty({ message: ReportMessage.required })
  header = '';

  formatType = 0;

  @ValidateIf((input: ReportColumnInput) => input.formatType === CUSTOM_FORMAT_TYPE)
  @MaxLength(REPORT_CUSTOM_FORMAT_MAX, { message: ReportMessage.customFormatTooLong })
  @Matches(/\S/, { message: ReportMessage.required })
  @IsNotEmpty({ message: ReportMessage.required })
  format = '';

  static of(header: string, formatType: number, format: string): ReportColumnInput {
    const input = new ReportColumnInput();
    input.header = header.trim();
    input.formatType = formatType;
    input.format = formatType === CUSTOM_FORMAT_TYPE ? format.trim() : '';
    return input;
  }
}
