import type { CanvasFound, CanvasNode, CanvasNodePort } from './canvasNodeTypes';

interface WxNodeQuery {
  select(selector: string): { fields(fields: { node: boolean; size: boolean }): WxNodeQuery };
  exec(callback: (result: ({ node?: CanvasNode<unknown>; width?: number; height?: number } | null)[]) => void): void;
}
declare const wx: {
  createSelectorQuery(): WxNodeQuery;
  getWindowInfo?(): { pixelRatio: number } | undefined;
  getSystemInfoSync(): { pixelRatio: number };
};

// WeChat: the node and its size from one selector query once the page has rendered the canvas.
export const { findCanvasNode } = {
  findCanvasNode: <Context>(id: string) =>
    new Promise<CanvasFound<Context> | null>((resolve) => {
      try {
        wx.createSelectorQuery()
          .select(`#${id}`)
          .fields({ node: true, size: true })
          .exec((result) => {
            const found = result[0];
            if (!found?.node || !found.width || !found.height) return resolve(null);
            // getWindowInfo from base library 2.20.1; getSystemInfoSync before it.
            const pixelRatio = (wx.getWindowInfo?.() ?? wx.getSystemInfoSync()).pixelRatio || 1;
            resolve({ node: found.node as CanvasNode<Context>, size: { width: found.width, height: found.height }, pixelRatio });
          });
      } catch {
        resolve(null);
      }
    }),
} satisfies CanvasNodePort;
