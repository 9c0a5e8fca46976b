import type { UploadSource } from '../../ports/document-upload.port';

/** Picked or dropped files as the upload use case takes them: name, size and the File itself as the body. */
export function uploadSources(files: FileList | readonly File[] | null): UploadSource[] {
  return files ? Array.from(files, (file) => ({ name: file.name, size: file.size, body: file })) : [];
}
