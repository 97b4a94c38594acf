import type { LocalPhoto, PhotoPort, PhotoSource, PhotoUploadAnswer, PhotoUploadRequest } from './photoTypes';

/**
 * The plain fallback (Jest, tools): a photo port the tests script. `next` answers choose() (null: the tenant
 * cancels); `answer` answers each upload, after reporting the progress steps given.
 */
export const fakePhotos = {
  next: [] as (LocalPhoto | null)[],
  uploads: [] as { photo: LocalPhoto; request: PhotoUploadRequest }[],
  answer: (_photo: LocalPhoto, _request: PhotoUploadRequest): Promise<PhotoUploadAnswer> => Promise.reject(new Error('no answer scripted')),
  reset(): void {
    fakePhotos.next = [];
    fakePhotos.uploads = [];
    fakePhotos.answer = () => Promise.reject(new Error('no answer scripted'));
  },
};

export const photos: PhotoPort = {
  choose: (_source: PhotoSource) => Promise.resolve(fakePhotos.next.shift() ?? null),
  compress: (photo) => Promise.resolve({ path: `${photo.path}#small`, size: photo.size }),
  upload: (photo, request) => {
    fakePhotos.uploads.push({ photo, request });
    return fakePhotos.answer(photo, request);
  },
};
