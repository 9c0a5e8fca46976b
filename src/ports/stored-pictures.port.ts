/** A stored picture as the server sends it: its Content-Type and its bytes. */
export interface StoredPicture {
  readonly type: string;
  readonly bytes: Uint8Array;
}

/**
 * The pictures of stored files: an image field whose picture is a stored file (FileId) shows the file's
 * thumbnail (platform spec §7 and §9: GET documentthumbnail with id, w=200, h=100), and its PDF prints the same
 * picture. Resolves to null when the server has no picture to give (an error status, or an answer that is not
 * an image); rejects when it cannot be reached.
 */
export interface StoredPictures {
  thumbnail(documentId: number): Promise<StoredPicture | null>;
}
export const StoredPictures = Symbol('StoredPictures');
