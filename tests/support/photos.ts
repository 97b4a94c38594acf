import type { Platform } from '../../packages/mp-harness/src';

// The mini-programs' camera, album, compressor and uploader, faked for the harness: the picker gives a temp path, the
// compressor another, and the uploader posts a JPEG as the multipart form the server takes.

/**
 * What the faked camera hands over: bytes that start as a JPEG does, with a start-of-frame header declaring 1280 x 960
 * (the server checks both, never the pixels).
 */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x03, 0xc0, 0x05, 0x00, 0x01, 0x01, 0x11, 0x00]),
  Buffer.alloc(3000, 9),
  Buffer.from([0xff, 0xd9]),
]);

interface UploadOptions {
  url: string;
  filePath: string;
  name?: string;
  fileName?: string;
  header: Record<string, string>;
  formData: Record<string, string>;
  success(result: { statusCode: number; data: string }): void;
  fail(error: { errMsg: string }): void;
}

/** A typed fake as the harness takes it (its arguments arrive untyped, as the bundle passes them). */
export const fake =
  <T,>(fn: (options: T) => unknown) =>
  (...args: unknown[]): unknown =>
    fn(args[0] as T);

/** The platform's photo calls: the picker gives a temp path, the compressor another, the uploader posts the form. */
export function photoApis(platform: Platform, origin: string, progress: number[]): Record<string, (...args: unknown[]) => unknown> {
  let taken = 0;
  const uploadFile = (options: UploadOptions) => {
    let listener: ((result: { progress: number }) => void) | null = null;
    const send = async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(options.formData)) form.append(key, value);
      form.append(options.name ?? options.fileName ?? 'file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'photo.jpg');
      const headers = Object.fromEntries(Object.entries(options.header).filter(([key]) => key.toLowerCase() !== 'content-type'));
      listener?.({ progress: 50 });
      progress.push(50);
      // The bundle's API base is the build's; the harness sends its requests to the test server, and so does this.
      const url = new URL(options.url);
      const response = await fetch(`${origin}${url.pathname}${url.search}`, { method: 'POST', headers, body: form });
      listener?.({ progress: 100 });
      options.success({ statusCode: response.status, data: await response.text() });
    };
    setTimeout(() => void send().catch((error: unknown) => options.fail({ errMsg: String(error) })), 0);
    return { onProgressUpdate: (callback: (result: { progress: number }) => void) => (listener = callback) };
  };
  if (platform === 'wechat') {
    return {
      chooseMedia: fake((options: { success(result: { tempFiles: { tempFilePath: string; size: number }[] }): void }) =>
        setTimeout(() => options.success({ tempFiles: [{ tempFilePath: `wxfile://tmp/photo-${++taken}.jpg`, size: 4_000_000 }] }), 0),
      ),
      compressImage: fake((options: { src: string; success(result: { tempFilePath: string }): void }) => setTimeout(() => options.success({ tempFilePath: `${options.src}.small.jpg` }), 0)),
      uploadFile: fake(uploadFile),
    };
  }
  return {
    chooseImage: fake((options: { success(result: { apFilePaths: string[] }): void }) => setTimeout(() => options.success({ apFilePaths: [`https://resource/photo-${++taken}.jpg`] }), 0)),
    compressImage: fake((options: { apFilePaths: string[]; success(result: { apFilePaths: string[] }): void }) =>
      setTimeout(() => options.success({ apFilePaths: options.apFilePaths.map((path) => `${path}.small`) }), 0),
    ),
    uploadFile: fake(uploadFile),
  };
}
