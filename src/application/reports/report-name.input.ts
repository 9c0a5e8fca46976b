import { IsIn, IsInt, IsNotEmpty, Matches, MaxLength, Min } from 'class-validator';
import { validateInput } from '../platform/validate-input';
import { ReportMessage } from '../../domain/reports/report-messages';
import { REPORT_NAME_MAX, ReportType, type ReportTypeId } from '../../domain/reports/report.entity';

/**
 * The name in the New Report, Rename Report and Copy Report dialogs (reports spec §5 "Report, filter and copy names"):
 * required and at most 254 characters, with the spec's "Required!" and "Max characters length (254) exceeded!".
 */
export class ReportNameInput {
  @MaxLength(REPORT_NAME_MAX, { message: ReportMessage.nameTooLong })
  @Matches(/\S/, { message: ReportMessage.required })
  @IsNotEmpty({ message: ReportMessage.required })
  name = '';

  static of(name: string): ReportNameInput {
    const input = new ReportNameInput();
    input.name = name.trim();
    return input;
  }
}

/** The New Report dialog: a name, a type (Forms or Tasks) and a group (ours: "Required!" when none is chosen). */
export class NewReportInput extends ReportNameInput {
  @IsIn([ReportType.Forms, ReportType.Tasks], { message: ReportMessage.required })
  reportType: ReportTypeId = ReportType.Forms;

  @Min(1, { message: ReportMessage.required })
  @IsInt({ message: ReportMessage.required })
  reportGroupId: number | null = null;

  static create(name: string, reportType: ReportTypeId, reportGroupId: number | null): NewReportInput {
    const input = new NewReportInput();
    input.name = name.trim();
    input.reportType = reportType;
    input.reportGroupId = reportGroupId;
    return input;
  }
}

/** The Move Report dialog: the group to move to. */
export class MoveReportInput {
  @Min(1, { message: ReportMessage.required })
  @IsInt({ message: ReportMessage.required })
  reportGroupId: number | null = null;

  static of(reportGroupId: number | null): MoveReportInput {
    const input = new MoveReportInput();
    input.reportGroupId = reportGroupId;
    return input;
  }
}

/** The name's message as the user types (null when it is fine). */
export const reportNameError = (name: string): string | null =>
  validateInput(ReportNameInput.of(name)).name ?? null;
