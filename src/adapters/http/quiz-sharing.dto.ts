import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import type {
  QuizCodeAnswer,
  QuizLink,
  QuizLinkLanding,
  QuizPerson,
  QuizSharing,
  QuizTeam,
  QuizVerifyAnswer,
} from '../../domain/quizzes/quiz-link';

export class QuizLinkDto implements QuizLink {
  @IsInt() @Min(1) QuizId!: number;
  @IsBoolean() Enabled!: boolean;
  @IsOptional() @IsString() Hash!: string | null;
}

export class QuizPersonDto implements QuizPerson {
  @IsInt() @Min(1) UserId!: number;
  @IsString() Name!: string;
  @IsString() Email!: string;
  @IsBoolean() MayManage!: boolean;
  @IsBoolean() IsCreator!: boolean;
}

export class QuizTeamDto implements QuizTeam {
  @IsInt() @Min(0) ScopeId!: number;
  @IsString() Name!: string;
}

/** Nested: People, Teams, Link (checked by the gateway). */
export class QuizSharingDto implements QuizSharing {
  @IsInt() @Min(1) QuizId!: number;
  @IsString() QuizName!: string;
  @IsInt({ each: true }) ManagerIds!: number[];
  @IsInt({ each: true }) TakerUserIds!: number[];
  @IsInt({ each: true }) TakerScopeIds!: number[];
  People!: QuizPerson[];
  Teams!: QuizTeam[];
  Link!: QuizLink;
}

export class QuizLinkLandingDto implements QuizLinkLanding {
  @IsInt() @Min(1) QuizId!: number;
  @IsString() QuizName!: string;
  @IsString() WorkspaceName!: string;
  @IsIn(['member', 'taker', 'outside', 'refused']) Visitor!: QuizLinkLanding['Visitor'];
}

export class QuizCodeAnswerDto implements QuizCodeAnswer {
  @IsBoolean() TooManyRequests!: boolean;
  @IsInt() @Min(0) CodeValidSeconds!: number;
  @IsInt() @Min(0) NewCodeInSeconds!: number;
  @IsBoolean() CodeAlreadySent!: boolean;
}

export class QuizVerifyAnswerDto implements QuizVerifyAnswer {
  @IsBoolean() Verified!: boolean;
  @IsBoolean() InvalidCode!: boolean;
  @IsBoolean() TooManyRequests!: boolean;
}
