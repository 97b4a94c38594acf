import { PHOTO_FILE_FIELD, REQUEST_HEADERS, type PhotoKind } from '@aster/core-api';

/**
 * A tiny JPEG-looking photo declaring width x height: what the server checks is its first bytes and the size in its
 * start-of-frame header (SOF0, one component), never the pixels.
 */
export function testJpeg(width: number, height: number, fillerBytes = 600): Buffer {
  const frame = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  return Buffer.concat([Buffer.from([0xff, 0xd8, ...frame]), Buffer.alloc(fillerBytes, 7), Buffer.from([0xff, 0xd9])]);
}

/** A tiny PNG-looking photo declaring width x height in its IHDR chunk (8-bit RGB), with no pixels behind it. */
export function testPng(width: number, height: number, fillerBytes = 500): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR', 'latin1'), header, Buffer.alloc(4)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk, Buffer.alloc(fillerBytes, 1)]);
}

export const TEST_JPEG = testJpeg(640, 480);

/** Uploads a photo the way the apps do (multipart/form-data), for tests: answers the envelope. */
export async function uploadTestPhoto(
  baseUrl: string,
  token: string | null,
  kind: PhotoKind | string,
  file: Buffer | null = TEST_JPEG,
  filename = 'photo.jpg',
): Promise<{ status: number; body: { errorCode: string; message: string; data: { id: string; size: number } | null } }> {
  const form = new FormData();
  form.append('kind', kind);
  if (file !== null) form.append(PHOTO_FILE_FIELD, new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), filename);
  const headers: Record<string, string> = { [REQUEST_HEADERS.platform]: 'h5', [REQUEST_HEADERS.companyId]: '0' };
  if (token !== null) headers[REQUEST_HEADERS.token] = token;
  const response = await fetch(new URL('/tapp/v1/uploads/photo', baseUrl), { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as never };
}
