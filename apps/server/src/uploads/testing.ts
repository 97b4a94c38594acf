import { PHOTO_FILE_FIELD, REQUEST_HEADERS, type PhotoKind } from '@aster/core-api';

/** A tiny JPEG-looking photo (its first bytes are what the server checks). */
export const TEST_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7), Buffer.from([0xff, 0xd9])]);

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
