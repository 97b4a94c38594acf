import * as React from 'react';
import { Text, View } from 'remax/one';
import { WEB_BASE_PATH } from '@aster/core-domain';
import { StateView } from '../../ui/StateView';
import type { PdfViewProps } from './pdfViewTypes';

// H5: the PDF drawn as pages by pdf.js (pdfjs-dist, Mozilla's viewer library), because a phone browser's <iframe>
// shows a PDF blank or as a download link. pdf.js is not bundled: scripts/build-apps.sh copies its legacy build (for
// older phone browsers) beside the app, and this page fetches it only when a PDF is opened, so the app's first load
// and the other pages carry none of its 1.9 MB (webpack 4 could not read its modules anyway). Each page is a canvas,
// drawn when it comes near the screen; the first at once. The URL has passed the allow-list (show_pdf).

/** The part of pdf.js's API this page uses. */
interface PdfJs {
  GlobalWorkerOptions: { workerSrc: string };
  getDocument(source: { url: string; isEvalSupported: boolean }): { promise: Promise<PdfDocument> };
}
interface PdfDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPage>;
  destroy(): Promise<void>;
}
interface PageSize {
  width: number;
  height: number;
}
interface PdfPage {
  getViewport(options: { scale: number }): PageSize;
  render(options: { canvas: HTMLCanvasElement; viewport: PageSize }): { promise: Promise<void> };
}

const PDFJS_DIR = `${WEB_BASE_PATH}/static/pdfjs/`;
let loading: Promise<PdfJs> | null = null;

/** pdf.js, fetched once per visit as a native module (the page's CSP allows scripts and workers of its own origin). */
function loadPdfJs(): Promise<PdfJs> {
  if (loading === null) {
    const loaded = (import(/* webpackIgnore: true */ `${PDFJS_DIR}pdf.min.mjs`) as Promise<PdfJs>).then((pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = `${PDFJS_DIR}pdf.worker.min.mjs`;
      return pdfjs;
    });
    // A failed fetch is tried again next time, not remembered.
    loaded.catch(() => {
      loading = null;
    });
    loading = loaded;
  }
  return loading;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; document: PdfDocument; first: PageSize };

/** One page: a canvas as wide as the screen, drawn at the screen's pixel density once it is within a screen of view. */
function PdfPageCanvas({ document, pageNumber, size }: { document: PdfDocument; pageNumber: number; size: PageSize }) {
  const canvas = React.useRef<HTMLCanvasElement | null>(null);
  const [drawn, setDrawn] = React.useState(false);
  React.useEffect(() => {
    const element = canvas.current;
    if (element === null) return undefined;
    let cancelled = false;
    const draw = async () => {
      const page = await document.getPage(pageNumber);
      const scale = ((element.clientWidth || size.width) * (element.ownerDocument.defaultView?.devicePixelRatio ?? 1)) / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale });
      element.width = Math.round(viewport.width);
      element.height = Math.round(viewport.height);
      await page.render({ canvas: element, viewport }).promise;
      if (!cancelled) setDrawn(true);
    };
    const start = () => void draw().catch(() => undefined);
    if (pageNumber === 1 || typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const watcher = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watcher.disconnect();
        start();
      },
      { rootMargin: '100% 0px' },
    );
    watcher.observe(element);
    return () => {
      cancelled = true;
      watcher.disconnect();
    };
  }, [document, pageNumber]);
  return (
    <canvas
      ref={canvas}
      className="pdf-page-canvas"
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      role="img"
      aria-label={`第 ${pageNumber} 页`}
      data-testid={`pdf-page-${pageNumber}`}
      data-drawn={drawn ? 'true' : 'false'}
    />
  );
}

export function PdfView({ url, title }: PdfViewProps) {
  const [loaded, setLoaded] = React.useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    let open: PdfDocument | null = null;
    let left = false;
    setLoaded({ status: 'loading' });
    loadPdfJs()
      .then((pdfjs) => pdfjs.getDocument({ url, isEvalSupported: false }).promise)
      .then(async (document) => {
        open = document;
        const first = (await document.getPage(1)).getViewport({ scale: 1 });
        if (!left) setLoaded({ status: 'ready', document, first });
      })
      .catch(() => {
        if (!left) setLoaded({ status: 'error' });
      });
    return () => {
      left = true;
      void open?.destroy();
    };
  }, [url, attempt]);

  return (
    <View className="pdf-web">
      {loaded.status === 'loading' && <StateView status="loading" text="文件加载中…" />}
      {loaded.status === 'error' && <StateView status="error" text="文件加载失败" onRetry={() => setAttempt((count) => count + 1)} />}
      {loaded.status === 'ready' && (
        <View className="pdf-pages" data-testid="pdf-pages" aria-label={title}>
          {Array.from({ length: loaded.document.numPages }, (_, index) => (
            <PdfPageCanvas key={index} document={loaded.document} pageNumber={index + 1} size={loaded.first} />
          ))}
        </View>
      )}
      <View className="pdf-actions">
        <a className="ak-button ak-button--default pdf-open" href={url} target="_blank" rel="noopener noreferrer" data-testid="pdf-open">
          <Text>下载或用其他应用打开</Text>
        </a>
      </View>
    </View>
  );
}
