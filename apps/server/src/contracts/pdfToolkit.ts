import type fontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument, degrees, rgb } from 'pdf-lib';
import type subsetFontFunction from 'subset-font';

/** What drawing a contract or an invoice PDF needs: pdf-lib, its fontkit, and HarfBuzz's subsetter. */
export interface PdfToolkit {
  PDFDocument: typeof PDFDocument;
  rgb: typeof rgb;
  degrees: typeof degrees;
  fontkit: typeof fontkitModule;
  subsetFont: typeof subsetFontFunction;
}

/**
 * A CommonJS module's export as `import()` hands it over: Node gives `module.exports` as `default`, and a transpiled
 * `import()` (Jest) wraps an ES module's build once more, so `default.default` when the module set one itself.
 */
function defaultExport<T>(module: { default: T }): T {
  const exported = module.default as T & { default?: T };
  return exported.default ?? exported;
}

let loading: Promise<PdfToolkit> | undefined;

/**
 * Loaded with the first PDF a server draws, not at its start: the three are about 0.4 s of a start in a fresh module
 * registry (each test file's server), and most servers never draw a PDF.
 */
export function pdfToolkit(): Promise<PdfToolkit> {
  if (loading === undefined) {
    loading = Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit'), import('subset-font')]).then(([pdfLib, fontkit, subsetFont]) => ({
      PDFDocument: pdfLib.PDFDocument,
      rgb: pdfLib.rgb,
      degrees: pdfLib.degrees,
      fontkit: defaultExport(fontkit),
      subsetFont: defaultExport(subsetFont),
    }));
    // A load that failed is tried again by the next PDF, not remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
