import { IsIn, IsNotEmpty, Matches, MaxLength, ValidateIf } from 'class-validator';
import { MAX_SITE_NAME_LENGTH, SiteText } from '../../domain/sites/site.rules';
import type { SiteKind } from '../../domain/sites/site.entity';

/**
 * What the site form checks field by field (class-validator), before the whole site goes through the site rules
 * (src/domain/sites/site.rules.ts), which the mock server applies as well.
 */
export class SiteFormInput {
  @MaxLength(MAX_SITE_NAME_LENGTH, { message: SiteText.nameTooLong })
  @Matches(/\S/, { message: SiteText.nameRequired })
  @IsNotEmpty({ message: SiteText.nameRequired })
  Name = '';

  @IsIn([1, 2]) Kind: SiteKind = 1;

  @ValidateIf((input: SiteFormInput) => input.AccessEndsOn !== null)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: SiteText.badDate })
  AccessEndsOn: string | null = null;

  static of(name: string, kind: SiteKind, accessEndsOn: string): SiteFormInput {
    const input = new SiteFormInput();
    input.Name = name.trim();
    input.Kind = kind;
    input.AccessEndsOn = accessEndsOn.trim() === '' ? null : accessEndsOn.trim();
    return input;
  }
}
