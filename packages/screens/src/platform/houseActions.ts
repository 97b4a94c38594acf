import type { HouseActionsPort } from './houseActionTypes';

// The plain fallback (Jest, tools): records what the screens asked for. houseActions.wechat.ts, .ali.ts and
// .web.ts are the platforms' versions.

export interface RecordedHouseAction {
  kind: keyof HouseActionsPort;
  args: unknown[];
}

export const recordedHouseActions: RecordedHouseAction[] = [];

export const houseActions: HouseActionsPort = {
  openMap: async (target) => {
    recordedHouseActions.push({ kind: 'openMap', args: [target] });
  },
  previewImages: async (urls, index) => {
    recordedHouseActions.push({ kind: 'previewImages', args: [urls, index] });
    return false;
  },
  openPdf: async (url) => {
    recordedHouseActions.push({ kind: 'openPdf', args: [url] });
  },
  copyText: async (text) => {
    recordedHouseActions.push({ kind: 'copyText', args: [text] });
  },
  pageOrigin: () => null,
};
