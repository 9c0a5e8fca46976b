import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import type { SurveyLink, SurveyLinkLanding } from '../../domain/surveys/survey-link';

export class SurveyLinkDto implements SurveyLink {
  @IsInt() @Min(1) SurveyId!: number;
  @IsBoolean() Enabled!: boolean;
  @IsOptional() @IsString() Hash!: string | null;
}

export class SurveyLinkLandingDto implements SurveyLinkLanding {
  @IsInt() @Min(1) SurveyId!: number;
  @IsString() SurveyName!: string;
  @IsString() WorkspaceName!: string;
  @IsIn(['member', 'taker', 'outside', 'refused']) Visitor!: SurveyLinkLanding['Visitor'];
}
