import { IsArray, IsIn, IsInt, IsString } from 'class-validator';
import type {
  DeletedMembership,
  DeletedUser,
  RestoreLink,
  RestoreLinkStatus,
} from '../../domain/account/account-deletion.rules';

/** A workspace a restore link may restore into (`GET /api/account/restore/check`, `POST /api/account/restore`). */
export class DeletedMembershipDto implements DeletedMembership {
  @IsInt() WorkspaceId!: number;
  @IsString() WorkspaceName!: string;
  @IsString() DeletedOn!: string;
  @IsInt() DaysLeft!: number;
}

export class RestoreLinkDto implements Omit<RestoreLink, 'Workspaces'> {
  @IsIn(['Valid', 'Expired', 'Used', 'Invalid']) Status!: RestoreLinkStatus;
  @IsString() Email!: string;
  @IsArray() Workspaces!: unknown[];
}

/** A deleted user on the Users screen (`GET /api/usersetup/deleted`, `POST /api/usersetup/delete`). */
export class DeletedUserDto implements DeletedUser {
  @IsInt() UserId!: number;
  @IsString() Email!: string;
  @IsString() FirstName!: string;
  @IsString() LastName!: string;
  @IsString() DeletedOn!: string;
  @IsInt() DaysLeft!: number;
}
