import { IsBoolean, IsEmail, IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class ScopeUserDto {
  @IsInt() UserId!: number;
  @IsEmail() Email!: string;
  @IsString() FirstName!: string;
  @IsString() LastName!: string;
}

export class RoleDto {
  @IsInt() roleId!: number;
  @IsString() roleName!: string;
  @IsInt() roleTypeId!: number;
}

export class NotificationDto {
  @IsInt() NotificationId!: number;
  @IsString() Message!: string;
  @IsString() CreatedOn!: string;
  @IsBoolean() IsRead!: boolean;
  @IsOptional() @IsInt() TaskId?: number;
  @IsOptional() @IsBoolean() TaskDeleted?: boolean;
  /** An app path ("/forminstance/300"): never an outside address. */
  @IsOptional() @Matches(/^\/[A-Za-z]/) @MaxLength(200) Link?: string;
  @IsOptional() @IsBoolean() SubjectDeleted?: boolean;
}

export class CountDto {
  @IsInt() Count!: number;
}
