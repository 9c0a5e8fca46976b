/** Bodies of the cabinet calls (docs/cabinet.md, docs/api.md "Cabinets"). Names are checked again by the domain's name rule. */
import { NAME_MAX } from '../../src/domain/cabinet/cabinet-names';
import { Flag, Id, MAX_ID, Text, rule } from './schema-rules';

export class CabinetCreateBody {
  @Text({ max: NAME_MAX }) Name!: string;
}

export class FolderCreateBody {
  @Id() ParentFolderId!: number;
  @Text({ max: NAME_MAX }) Name!: string;
}

const nullableId = rule(
  'nullableId',
  (v) =>
    v === null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_ID)
      ? null
      : 'must be an id or null.',
  true,
);

/** Rename an item, or set a file's document type (null: none); at least one of the two (a null Name is none). */
export class ItemUpdateBody {
  @Id() ItemId!: number;
  @Text({ max: NAME_MAX, optional: true }) Name?: string | null;
  @nullableId DocumentTypeId?: number | null;
}

export class ItemBody {
  @Id() ItemId!: number;
}

export class TransferBody {
  @Id() ItemId!: number;
  @Id() TargetFolderId!: number;
}

export class FolderDownloadBody {
  @Id() FolderId!: number;
}

export class ShareRevokeBody {
  @Id() RecordId!: number;
}

/** Login by direct share (platform spec §7): the link's two parts. */
export class DirectLoginBody {
  @Text({ max: 64 }) Hash!: string;
  @Id() RecordId!: number;
}

export class DocumentTypeCreateBody {
  @Text({ max: NAME_MAX }) Name!: string;
  @Flag() StyledApart?: boolean;
}

export class DocumentTypeUpdateBody extends DocumentTypeCreateBody {
  @Id() DocumentTypeId!: number;
}

export class DocumentTypeDeleteBody {
  @Id() DocumentTypeId!: number;
}
