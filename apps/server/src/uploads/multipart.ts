/** One file part of a multipart/form-data body. */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** A form the app sends holds a kind and one photo: more parts than this is not a form of ours. */
const MAX_PARTS = 8;
const MAX_FIELD_CHARS = 1024;

/** The boundary of a `multipart/form-data; boundary=...` content type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * Parses a whole multipart/form-data body already held in memory (the parser's body limit bounds it). RFC 7578:
 * parts are separated by CRLF "--boundary", each with its headers, a blank line and its content. Null when the
 * body is not such a form.
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartBody | null {
  const opening = Buffer.from(`--${boundary}`);
  const separator = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let position = body.indexOf(opening);
  if (position === -1) return null;
  position += opening.length;
  for (let count = 0; ; count += 1) {
    if (body.subarray(position, position + 2).toString('latin1') === '--') return { fields, files };
    if (count >= MAX_PARTS || body[position] !== 13 || body[position + 1] !== 10) return null;
    const headersEnd = body.indexOf('\r\n\r\n', position + 2, 'latin1');
    if (headersEnd === -1) return null;
    const headers = body.subarray(position + 2, headersEnd).toString('utf8');
    const contentStart = headersEnd + 4;
    const contentEnd = body.indexOf(separator, contentStart);
    if (contentEnd === -1) return null;
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined || name === '') return null;
    const content = body.subarray(contentStart, contentEnd);
    if (filename !== undefined) {
      files.push({ field: name, filename, bytes: content });
    } else {
      if (content.length > MAX_FIELD_CHARS) return null;
      fields[name] = content.toString('utf8');
    }
    position = contentEnd + separator.length;
  }
}
