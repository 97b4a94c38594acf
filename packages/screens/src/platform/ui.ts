import type { UiPort } from '@aster/core-api';

// Toast, loading and modal dialogs. core-api's UiPort (its error model shows the spec's toasts and ALERT modals
// through it), plus the screens' short toast. Below: the plain fallback for tests and tools, which records
// what would be shown and confirms every dialog.
export interface AppUiPort extends UiPort {
  /** A toast for the spec's 2000 ms (section 9), with a success tick where the platform has one. */
  toast(text: string, icon?: 'success' | 'none'): void;
}

export interface ShownUi {
  kind: 'toast' | 'loading' | 'hideLoading' | 'modal';
  text: string;
}

export const shownUi: ShownUi[] = [];

export const ui: AppUiPort = {
  toast: (text) => {
    shownUi.push({ kind: 'toast', text });
  },
  showToast: (text) => {
    shownUi.push({ kind: 'toast', text });
  },
  showLoading: (text) => {
    shownUi.push({ kind: 'loading', text });
  },
  hideLoading: () => {
    shownUi.push({ kind: 'hideLoading', text: '' });
  },
  showModal: (options) => {
    shownUi.push({ kind: 'modal', text: `${options.title}: ${options.content}` });
    return Promise.resolve(true);
  },
};
