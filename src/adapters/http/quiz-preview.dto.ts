import { IsInt, IsString, Min } from 'class-validator';

/** The two fields a report gains in the taker's list of reports (the rest is a TakerReport, checked as one). */
export class TakerReportEntryDto {
  @IsInt() @Min(1) QuizId!: number;
  @IsString() SubmittedAt!: string;
}
