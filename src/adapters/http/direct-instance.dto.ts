import { IsIn, IsString, Matches } from 'class-validator';
import type { DirectInstanceAnswer } from '../../domain/sharing/direct-instance.rules';
import type { ResponseParser } from '../../ports/http-client.port';
import { parseFormInstance } from './form-instance-parsers';
import { parseDto } from './parse-response';
import { WorkspaceDetailsDto } from './sharing.dto';

/** `GET /api/shareforminstance/direct` (issue 35; docs/sharing.md "An instance by direct link"). */
export class DirectInstanceAccessDto {
  @IsIn(['View', 'Code']) Access!: 'View' | 'Code';
  @IsString() @Matches(/^[A-Za-z0-9_-]{1,64}$/) Hash!: string;
}

const parseAccess = parseDto(DirectInstanceAccessDto);
const parseDetails = parseDto(WorkspaceDetailsDto);

export const parseDirectInstance: ResponseParser<DirectInstanceAnswer> = (body) => {
  const access = parseAccess(body);
  if (!access) return null;
  if (access.Access === 'Code') return { Access: 'Code', Hash: access.Hash };
  const details = parseDetails(body);
  const instance = parseFormInstance((body as { FormInstance?: unknown }).FormInstance);
  return details && instance
    ? { ...details, Access: 'View', Hash: access.Hash, FormInstance: instance }
    : null;
};
