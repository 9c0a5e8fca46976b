import type { DocumentType } from '../../domain/cabinet/document-types';
import type { FolderContents, FolderItem, FolderNode } from '../../domain/cabinet/folder-item.entity';
import type { TextPreview } from '../../domain/cabinet/file-preview';
import type { FolderZipSummary, SharedItem } from '../../ports/direct-share-gateway.port';
import type { FolderDownloadTicket, ShareLink, UploadStatus } from '../../ports/cabinet-gateway.port';
import type { ResponseParser } from '../../ports/http-client.port';
import {
  DocumentTypeDto,
  FolderContentsDto,
  FolderDownloadTicketDto,
  FolderZipSummaryDto,
  TextPreviewDto,
  FolderItemDto,
  FolderNodeDto,
  ShareLinkDto,
  SharedItemDto,
  UploadStatusDto,
  ZipAcceptedDto,
} from './cabinet.dto';
import { listOf, parseShape, required } from './forms-shape';
import { parseDto, parseList } from './parse-response';

export const parseFolderItem: ResponseParser<FolderItem> = parseDto(FolderItemDto);
/** Lists of folder items may hold 100,000 (the spec's page size): parseDto checks each with the DTO's compiled plan (dto-check.ts). */
export const parseFolderItems: ResponseParser<FolderItem[]> = parseList(parseFolderItem);
export const parseFolderNodes: ResponseParser<FolderNode[]> = parseList(parseDto(FolderNodeDto));

/** A folder with its path and items, each a valid folder item. */
export const parseFolderContents = parseShape(FolderContentsDto, {
  Folder: required(parseFolderItem),
  Path: listOf(parseFolderItem),
  Items: required(parseFolderItems),
} as never) as ResponseParser<FolderContents>;

export const parseFolderDownloadTicket: ResponseParser<FolderDownloadTicket> =
  parseDto(FolderDownloadTicketDto);
export const parseFolderZipSummary: ResponseParser<FolderZipSummary> = parseDto(FolderZipSummaryDto);
export const parseTextPreview: ResponseParser<TextPreview> = parseDto(TextPreviewDto);
export const parseUploadStatus: ResponseParser<UploadStatus> = parseDto(UploadStatusDto);
export const parseShareLink: ResponseParser<ShareLink> = parseDto(ShareLinkDto);
export const parseShareLinks: ResponseParser<ShareLink[]> = parseList(parseShareLink);
export const parseSharedItem = parseShape(SharedItemDto, {
  Item: required(parseFolderItem),
} as never) as ResponseParser<SharedItem>;
export const parseSharedItems: ResponseParser<SharedItem[]> = parseList(parseSharedItem);
export const parseDocumentType: ResponseParser<DocumentType> = parseDto(DocumentTypeDto);
export const parseDocumentTypes: ResponseParser<DocumentType[]> = parseList(parseDocumentType);
export const parseZipAccepted: ResponseParser<{ UploadId: string; FolderId: number }> =
  parseDto(ZipAcceptedDto);
