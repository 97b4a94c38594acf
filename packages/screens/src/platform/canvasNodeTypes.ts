// A canvas type="2d" of the mini-programs, found by its id once the page has drawn it. The interface lives here
// (inside canvasNode.wechat.ts, './canvasNode' would resolve to that file itself); canvasNode.ts is the plain fallback.

/** The canvas node: its backing size in device pixels, a 2d context, and a PNG of what is drawn. */
export interface CanvasNode<Context> {
  width: number;
  height: number;
  getContext(kind: '2d'): Context | null;
  toDataURL(type?: string): string;
}

export interface CanvasFound<Context> {
  node: CanvasNode<Context>;
  /** The canvas's box on the page, in CSS pixels. */
  size: { width: number; height: number };
  pixelRatio: number;
}

export interface CanvasNodePort {
  /** The canvas with that id on the current page, or null when the page has none (yet) or the platform has no query. */
  findCanvasNode<Context>(id: string): Promise<CanvasFound<Context> | null>;
}
