import { IsBoolean, IsIn, IsInt, IsOptional, IsPositive, IsString } from 'class-validator';

export class CurrentUserDto {
  @IsInt() userId!: number;
  @IsString() userName!: string;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @IsString() email!: string;
  @IsInt() workspaceId!: number;
  @IsString() workspaceName!: string;
  @IsString() teamName!: string;
  @IsInt() teamScopeId!: number;
  @IsInt() primaryScopeId!: number;
  @IsIn([1, 2, 3]) theme!: 1 | 2 | 3;
  @IsBoolean() logged!: boolean;
  @IsBoolean() isSite!: boolean;
  @IsBoolean() isDirect!: boolean;
  @IsBoolean() isAdmin!: boolean;
  @IsIn([0, 1, 2, 3, 4]) accountType!: 0 | 1 | 2 | 3 | 4;
  /** Union of the access verbs of the user's roles (ours; docs/authorization.md). */
  @IsOptional() @IsInt() accessVerbs?: number;
}

export class ScopeDto {
  @IsInt() ScopeId!: number;
  @IsString() Name!: string;
}

export class SessionTimeoutDto {
  @IsString() SessionId!: string;
  /** Any positive length: a server may give fractions of a minute (the mock does, for demos). */
  @IsPositive() Minutes!: number;
}
