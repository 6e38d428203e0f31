import { randomBytes } from 'node:crypto';

export type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/**
 * A multipart/form-data body built by hand, part by part in the order given, as a browser's
 * FormData sends it; tests also use it to send what a browser would not (parts out of order,
 * unknown names, a body cut short).
 */
export function multipart(parts: readonly Part[], { end = true } = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      'filename' in p
        ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}`
        : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in p ? p.bytes : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (end) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The usual feedback form: the text, then each image as a file named `images`. */
export const feedbackForm = (content: string, images: readonly Buffer[] = [], type = 'image/png') =>
  multipart([
    { name: 'content', value: content },
    ...images.map((bytes, i) => ({ name: 'images', filename: `shot-${i + 1}.png`, type, bytes })),
  ]);
