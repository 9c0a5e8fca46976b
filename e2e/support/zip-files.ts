import yazl from 'yazl';

/** A zip of the given entries (a null body is a folder entry), as a person would make one to upload. */
export function zipOf(entries: Array<[string, string | null]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of entries) {
    if (body === null) zip.addEmptyDirectory(name);
    else zip.addBuffer(Buffer.from(body), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
