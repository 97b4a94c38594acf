// What the house screens ask of the platform: a map, the native image viewer, a PDF, the clipboard (phone
// calls: phoneCall.ts). The interface and the values shared by the variants live here (inside houseActions.wechat.ts,
// './houseActions' would resolve to that file itself); houseActions.ts is the plain fallback (Jest, tools).

export interface MapTarget {
  /** GCJ-02, as the server stores it and both mini-programs' maps expect. */
  latitude: number;
  longitude: number;
  name: string;
  address: string;
}

export interface HouseActionsPort {
  /** Opens the place in the platform's map (mini-programs) or a map site (H5). */
  openMap(target: MapTarget): Promise<void>;
  /** Shows images in the platform's own viewer; false where there is none (H5 opens pages/show_image). */
  previewImages(urls: readonly string[], index: number): Promise<boolean>;
  /** Downloads and opens a PDF (mini-programs), reporting progress 0-100; rejects with the spec's message. */
  openPdf(url: string, onProgress: (percent: number) => void): Promise<void>;
  /** Puts text on the clipboard. */
  copyText(text: string): Promise<void>;
  /** The web page's origin (H5), for links a tenant copies; null on the mini-programs. */
  pageOrigin(): string | null;
}

/** Spec section 8's messages. */
export const DOWNLOAD_FAILED = '下载失败';
export const OPEN_FILE_FAILED = '文件打开失败';

