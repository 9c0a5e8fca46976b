/**
 * Document types (setup/doctype): a name, and whether files of the type are styled apart in the folder list.
 * Platform spec §9: "Tree item with DocumentTypeId 1001 is styled differently" — so 1001 is always styled apart.
 */
export const STYLED_DOCUMENT_TYPE_ID = 1001;

export interface DocumentType {
  DocumentTypeId: number;
  Name: string;
  StyledApart: boolean;
}

/** True when items of this type are styled apart: type 1001 always, others when their setting says so. */
export function isStyledApart(documentTypeId: number | null, types: readonly DocumentType[]): boolean {
  if (documentTypeId === null) return false;
  if (documentTypeId === STYLED_DOCUMENT_TYPE_ID) return true;
  return types.some((type) => type.DocumentTypeId === documentTypeId && type.StyledApart);
}
