import type { FormInstance } from '../../domain/forms/form-instance.entity';
import type { GetInstanceAnswer, ShareOptions } from '../../domain/sharing/share.entity';
import type { ResponseParser } from '../../ports/http-client.port';
import { parseFormInstance } from './form-instance-parsers';
import { listOf, optional, parseShape } from './forms-shape';
import { parseDto } from './parse-response';
import { FormShareDto, GetInstanceAnswerDto, ShareOptionsDto, ShareableInstanceDto } from './sharing.dto';

/** getinstance: the flags, a Token, and a FormInstance checked like the instance page's. */
export const parseGetInstanceAnswer: ResponseParser<GetInstanceAnswer> = parseShape(GetInstanceAnswerDto, {
  FormInstance: optional(parseFormInstance),
});

/** SaveInstance: the saved instance as the recipient sees it. */
export const parseSavedInstance: ResponseParser<{ FormInstance: FormInstance }> = (body) => {
  if (typeof body !== 'object' || body === null) return null;
  return parseFormInstance((body as { FormInstance?: unknown }).FormInstance)
    ? (body as { FormInstance: FormInstance })
    : null;
};

export const parseShareOptions: ResponseParser<ShareOptions> = parseShape(ShareOptionsDto, {
  Instances: listOf(parseDto(ShareableInstanceDto)),
  Shares: listOf(parseDto(FormShareDto)),
});

export const parseFormShare = parseDto(FormShareDto);
