import type { CanvasFound, CanvasNode, CanvasNodePort } from './canvasNodeTypes';

interface MyNodeQuery {
  select(selector: string): MyNodeQuery;
  node(): MyNodeQuery;
  boundingClientRect(): MyNodeQuery;
  exec(callback: (result: ({ node?: CanvasNode<unknown>; width?: number; height?: number } | null)[]) => void): void;
}
declare const my: {
  createSelectorQuery(): MyNodeQuery;
  getSystemInfoSync(): { pixelRatio: number };
};

// Alipay: canvas type="2d" hands its node after its onReady; the size comes from the same query.
export const { findCanvasNode } = {
  findCanvasNode: <Context>(id: string) =>
    new Promise<CanvasFound<Context> | null>((resolve) => {
      try {
        my.createSelectorQuery()
          .select(`#${id}`)
          .node()
          .select(`#${id}`)
          .boundingClientRect()
          .exec((result) => {
            const node = result[0]?.node;
            const rect = result[1];
            if (!node || !rect?.width || !rect.height) return resolve(null);
            resolve({ node: node as CanvasNode<Context>, size: { width: rect.width, height: rect.height }, pixelRatio: my.getSystemInfoSync().pixelRatio || 1 });
          });
      } catch {
        resolve(null);
      }
    }),
} satisfies CanvasNodePort;
