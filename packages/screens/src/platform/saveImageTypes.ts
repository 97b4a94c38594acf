// Saving a picture (a QR code) to the phone's album. The interface lives here (inside saveImage.wechat.ts,
// './saveImage' would resolve to that file itself); saveImage.ts is the plain fallback (Jest, tools).

/** How a save ended: saved, refused (the album permission, or the tenant cancelled), or failed. */
export type SaveImageOutcome = 'saved' | 'denied' | 'failed';

export interface SaveImagePort {
  /** Downloads the picture at `url` and saves it to the album (H5: the browser's download of the file). */
  save(url: string, fileName: string): Promise<SaveImageOutcome>;
}
