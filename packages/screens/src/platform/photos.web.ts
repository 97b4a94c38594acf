import { PHOTO_MAX_EDGE, PHOTO_QUALITY, type LocalPhoto, type PhotoPort, type PhotoSource, type PhotoUploadRequest } from './photoTypes';

// The picked files behind their object URLs (LocalPhoto carries only the URL, like a mini-program's temp path).
const files = new Map<string, Blob>();

function keep(blob: Blob): LocalPhoto {
  const path = URL.createObjectURL(blob);
  files.set(path, blob);
  return { path, size: blob.size };
}

function loadImage(path: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image the browser can read'));
    image.src = path;
  });
}

/**
 * A canvas re-encode rather than browser-image-compression: one JPEG at a bounded size is all the upload needs, and
 * the canvas does it in a few lines with no dependency in the H5 bundle (issue 10's budgets). Browsers draw a photo
 * upright from its EXIF orientation (image-orientation: from-image is the default).
 */
async function shrink(photo: LocalPhoto): Promise<LocalPhoto> {
  const original = files.get(photo.path);
  if (original === undefined) return photo;
  try {
    const image = await loadImage(photo.path);
    const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (context === null) return photo;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
    // A small photo can come out larger as a JPEG: then the original goes up as it is.
    return blob !== null && blob.size < original.size ? keep(blob) : photo;
  } catch {
    return photo;
  }
}

export const photos = {
  // An <input type=file>: `capture` opens the camera on phones; without it the album (or the file picker).
  choose: (source: PhotoSource) =>
    new Promise<LocalPhoto | null>((resolve) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = 'image/jpeg,image/png';
      if (source === 'camera') input.setAttribute('capture', 'environment');
      input.style.display = 'none';
      const done = (photo: LocalPhoto | null) => {
        input.remove();
        resolve(photo);
      };
      input.addEventListener('change', () => {
        const file = input.files?.[0];
        done(file ? keep(file) : null);
      });
      input.addEventListener('cancel', () => done(null));
      document.body.appendChild(input);
      input.click();
    }),
  compress: shrink,
  upload: (photo: LocalPhoto, request: PhotoUploadRequest) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const blob = files.get(photo.path);
      if (blob === undefined) {
        reject(new Error('the photo is no longer on this page'));
        return;
      }
      const form = new FormData();
      for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
      form.append(request.fileField, blob, blob.type === 'image/png' ? 'photo.png' : 'photo.jpg');
      const xhr = new XMLHttpRequest();
      xhr.open('POST', request.url);
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) request.onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
      xhr.onerror = () => reject(new Error('network error'));
      xhr.ontimeout = () => reject(new Error('timeout'));
      xhr.timeout = 60_000;
      xhr.send(form);
    }),
} satisfies PhotoPort;
