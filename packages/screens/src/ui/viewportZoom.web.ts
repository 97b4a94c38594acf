// H5: Remax's web runtime (umi-hd, which sizes rem to the screen) rewrites the viewport meta at start-up to
// "user-scalable=no, maximum-scale=1", which forbids pinch zoom (WCAG 1.4.4; the index.html template allows it).
// Put back the template's viewport once the app has started; umi-hd does not write it again.
const ZOOMABLE_VIEWPORT = 'width=device-width,initial-scale=1,viewport-fit=cover';

export function allowZoom(): void {
  if (typeof document === 'undefined') return;
  const meta = document.querySelector('meta[name="viewport"]');
  if (meta !== null && meta.getAttribute('content') !== ZOOMABLE_VIEWPORT) meta.setAttribute('content', ZOOMABLE_VIEWPORT);
}
