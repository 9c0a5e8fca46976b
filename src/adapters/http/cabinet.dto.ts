import { IsBoolean, IsIn, IsISO8601, IsInt, IsOptional, IsString, Min } from 'class-validator';
import type { FolderItem, FolderNode } from '../../domain/cabinet/folder-item.entity';
import type { DocumentType } from '../../domain/cabinet/document-types';
import type { FolderDownloadTicket, ShareLink, UploadStatus } from '../../ports/cabinet-gateway.port';
import type { FolderZipSummary } from '../../ports/direct-share-gateway.port';
import type { TextPreview } from '../../domain/cabinet/file-preview';

/** A folder item (platform spec §3 plus ours, docs/cabinet.md). */
export class FolderItemDto implements FolderItem {
  @IsInt() ItemId!: number;
  @IsIn([1, 2]) ItemType!: 1 | 2;
  @IsInt() RootContextFolderId!: number;
  @IsBoolean() IsImage!: boolean;
  @IsString() Name!: string;
  @IsOptional() @IsInt() ParentFolderId!: number | null;
  @IsInt() @Min(0) Size!: number;
  @IsISO8601() CreatedOn!: string;
  @IsISO8601() ModifiedOn!: string;
  @IsOptional() @IsInt() DocumentTypeId!: number | null;
}

/** Nested: Folder, Path and Items (checked by cabinet-parsers.ts). */
export class FolderContentsDto {
  @IsInt() @Min(0) Total!: number;
}

export class FolderNodeDto implements FolderNode {
  @IsInt() ItemId!: number;
  @IsString() Name!: string;
  @IsOptional() @IsInt() ParentFolderId!: number | null;
}

export class FolderDownloadTicketDto implements FolderDownloadTicket {
  @IsString() DownloadId!: string;
  @IsString() FileName!: string;
}

export class FolderZipSummaryDto implements FolderZipSummary {
  @IsString() FileName!: string;
  @IsInt() @Min(0) Files!: number;
  @IsInt() @Min(0) Bytes!: number;
}

export class TextPreviewDto implements TextPreview {
  @IsString() Text!: string;
  @IsBoolean() Truncated!: boolean;
}

export class UploadStatusDto implements UploadStatus {
  @IsString() UploadId!: string;
  @IsInt() FolderId!: number;
  @IsIn(['processing', 'done', 'failed']) State!: 'processing' | 'done' | 'failed';
  @IsOptional() @IsString() Message!: string | null;
  @IsOptional() @IsInt() CreatedFolderId!: number | null;
}

export class ShareLinkDto implements ShareLink {
  @IsInt() RecordId!: number;
  @IsString() Hash!: string;
  @IsInt() ItemId!: number;
  @IsISO8601() CreatedOn!: string;
  @IsString() CreatedBy!: string;
}

/** Nested: Item. */
export class SharedItemDto {
  @IsInt() RecordId!: number;
}

export class DocumentTypeDto implements DocumentType {
  @IsInt() DocumentTypeId!: number;
  @IsString() Name!: string;
  @IsBoolean() StyledApart!: boolean;
}

/** The 202 of a zip upload. */
export class ZipAcceptedDto {
  @IsString() UploadId!: string;
  @IsInt() FolderId!: number;
}
