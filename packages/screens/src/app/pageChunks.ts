import { HOME_PAGE } from '@aster/core-domain';

/**
 * Each H5 page's chunk files, as the build writes them into index.html (packages/screens/build/webFirstLoad.js) for
 * the early script to preload the page a visit opens on: the entry bundle finds that page's chunks only once it has
 * run, 0.3-0.7 s later on a phone. A JSON element, not code, so the build-checks and the bench read it as data.
 */
export interface PageChunks {
  /** The URL the files are served under ('/aster/'). */
  publicPath: string;
  files: string[];
  /** Each page (its path below the app's basename) to the indexes of its files. */
  pages: Record<string, number[]>;
  /**
   * The indexes of zod's chunk, which the entry asks for as it starts (platform/schemaLibrary.web.ts). Every page but
   * home waits for it before it draws, so a visit opening on one fetches it beside the entry; home draws without it.
   */
  schemas: number[];
  /**
   * The indexes of axios's chunk, which the entry also asks for as it starts (build/axiosAfterPaint.js). A page's
   * requests wait for it, the early answers too, so a visit opening on any page but home fetches it beside the entry:
   * found only by the entry's run, it was asked for 0.2 s after the entry had arrived (the bench's phone), with the
   * page's data waiting behind it.
   */
  httpClient: number[];
}

/** The id of index.html's `<script type="application/json">` holding the PageChunks; webFirstLoad.js writes it. */
export const PAGE_CHUNKS_ELEMENT_ID = 'aster-page-chunks';

/** The files of `page` in `chunks`; none for a page the build did not write. */
export function chunkFilesOf(chunks: PageChunks, page: string): string[] {
  return (chunks.pages[page] ?? []).flatMap((index) => chunks.files[index] ?? []);
}

/**
 * The files a visit opening on `page` fetches beside the entry: the page's chunks, then zod's and axios's unless it is
 * home (which paints its first frame without them, so they do not take the entry's bandwidth there).
 */
export function launchFilesOf(chunks: PageChunks, page: string): string[] {
  const libraries = page === HOME_PAGE ? [] : [...chunks.schemas, ...chunks.httpClient].flatMap((index) => chunks.files[index] ?? []);
  return [...chunkFilesOf(chunks, page), ...libraries];
}

/** The PageChunks written into a built index.html, and where their element starts; null when there are none. */
export function pageChunksIn(html: string): { chunks: PageChunks; at: number } | null {
  const element = new RegExp(`<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (element === null) return null;
  return { chunks: JSON.parse(element[1] ?? 'null') as PageChunks, at: element.index };
}
