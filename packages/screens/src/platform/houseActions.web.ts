import { type HouseActionsPort, type MapTarget } from './houseActionTypes';

/**
 * Amap's public marker page (uri.amap.com): coordinates are GCJ-02 like ours, and the link is built from
 * numbers and an encoded name, so nothing from the server can turn it into another site.
 */
export function amapMarkerUrl(target: MapTarget): string {
  const position = `${target.longitude.toFixed(6)},${target.latitude.toFixed(6)}`;
  return `https://uri.amap.com/marker?position=${position}&name=${encodeURIComponent(target.name)}&src=aster&coordinate=gaode&callnative=1`;
}

function copyWithSelection(text: string): void {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.setAttribute('style', 'position:fixed;top:-1000px;opacity:0;');
  document.body.appendChild(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('复制失败');
}

export const houseActions = {
  openMap: async (target: MapTarget) => {
    window.open(amapMarkerUrl(target), '_blank', 'noopener');
  },
  previewImages: async () => false,
  // H5 shows the PDF inside show_pdf; nothing to download.
  openPdf: async () => undefined,
  copyText: async (text: string) => {
    if (navigator.clipboard !== undefined && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text);
        return;
      } catch {
        // A denied clipboard permission: the selection way below still works in most browsers.
      }
    }
    copyWithSelection(text);
  },
  pageOrigin: () => window.location.origin,
} satisfies HouseActionsPort;
