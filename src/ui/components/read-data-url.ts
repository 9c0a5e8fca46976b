/**
 * Reads a chosen file as a data: URL (FileReader.readAsDataURL) and hands it to `read`, or calls `unreadable` when
 * the browser could not read it. The caller checks the URL itself (type, size) once it arrives.
 */
export function readDataUrl(file: Blob, read: (dataUrl: string) => void, unreadable: () => void): void {
  const reader = new FileReader();
  reader.onload = () => (typeof reader.result === 'string' ? read(reader.result) : unreadable());
  reader.onerror = () => unreadable();
  reader.readAsDataURL(file);
}
