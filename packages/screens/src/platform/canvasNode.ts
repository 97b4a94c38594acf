import type { CanvasFound, CanvasNodePort } from './canvasNodeTypes';

// The plain fallback (Jest, tools, H5: the web draws on its own <canvas> element): no mini-program canvas to find.
export const { findCanvasNode } = {
  findCanvasNode: <Context>(_id: string): Promise<CanvasFound<Context> | null> => Promise.resolve(null),
} satisfies CanvasNodePort;
