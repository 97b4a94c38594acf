import type { UiPort } from '@aster/core-api';
import { TOAST_DURATION_MS } from '@aster/core-domain';
import { BRAND_COLOUR } from '../ui/brandColour';
import type { AppUiPort } from './ui';

// Plain DOM overlays styled like the mini-program dialogs, so H5 needs no extra UI library.
const OVERLAY =
  'position:fixed;inset:0;display:flex;align-items:center;justify-content:center;z-index:1000;pointer-events:none;';
const BUBBLE =
  'max-width:70%;padding:10px 16px;border-radius:8px;background:rgba(0,0,0,.75);color:#fff;font-size:14px;text-align:center;';

let loadingLayer: HTMLElement | null = null;
// One toast at a time, as on the mini-programs: a new one replaces the one showing.
let toastLayer: { root: HTMLElement; timer: number } | null = null;

function layer(html: HTMLElement, interactive: boolean): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('style', OVERLAY + (interactive ? 'pointer-events:auto;background:rgba(0,0,0,.4);' : ''));
  root.appendChild(html);
  document.body.appendChild(root);
  return root;
}

function bubble(text: string, role: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('style', BUBBLE);
  element.setAttribute('role', role);
  element.textContent = text;
  return element;
}

function button(text: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.setAttribute(
    'style',
    `flex:1;padding:12px;border:0;background:#fff;font-size:16px;color:${primary ? BRAND_COLOUR : '#333'};${primary ? 'font-weight:600;' : ''}`,
  );
  element.addEventListener('click', onClick);
  return element;
}

function hideToast(): void {
  if (toastLayer === null) return;
  window.clearTimeout(toastLayer.timer);
  toastLayer.root.remove();
  toastLayer = null;
}

function showToast(text: string, durationMs: number): void {
  hideToast();
  toastLayer = { root: layer(bubble(text, 'status'), false), timer: window.setTimeout(hideToast, durationMs) };
}

export const ui = {
  toast: (text: string) => showToast(text, TOAST_DURATION_MS),
  showToast,
  showLoading: (text: string) => {
    loadingLayer?.remove();
    loadingLayer = layer(bubble(text, 'progressbar'), true);
  },
  hideLoading: () => {
    loadingLayer?.remove();
    loadingLayer = null;
  },
  showModal: (options: Parameters<UiPort['showModal']>[0]) =>
    new Promise<boolean>((resolve) => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute(
        'style',
        'width:280px;border-radius:12px;overflow:hidden;background:#fff;text-align:center;font-size:15px;',
      );
      const title = document.createElement('div');
      title.setAttribute('style', 'padding:20px 16px 8px;font-weight:600;');
      title.textContent = options.title;
      const content = document.createElement('div');
      content.setAttribute('style', 'padding:0 16px 20px;color:#555;');
      content.textContent = options.content;
      const actions = document.createElement('div');
      actions.setAttribute('style', 'display:flex;border-top:1px solid #eee;');
      const close = (answer: boolean) => {
        root.remove();
        resolve(answer);
      };
      if (options.showCancel) actions.appendChild(button('取消', false, () => close(false)));
      actions.appendChild(button(options.confirmText, true, () => close(true)));
      dialog.append(title, content, actions);
      const root = layer(dialog, true);
    }),
} satisfies AppUiPort;
