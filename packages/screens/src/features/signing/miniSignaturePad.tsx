import * as React from 'react';
import type { CanvasFound } from '@screens/platform/canvasNodeTypes';
import { StrokeRecorder, type PadContext, type PadTouch } from './strokeRecorder';
import { PAD_CANVAS_ID, type SignaturePadHandle, type SignaturePadProps } from './signaturePadTypes';

/** The canvas type="2d" node of WeChat and Alipay: a context to draw with and the PNG of what is drawn. */
export type PadCanvasContext = PadContext & { scale(x: number, y: number): void };
export type MiniCanvasFound = CanvasFound<PadCanvasContext>;

interface TouchEventLike {
  touches?: readonly PadTouch[];
  changedTouches?: readonly PadTouch[];
}

const firstTouch = (event: unknown): PadTouch | undefined => {
  const { touches, changedTouches } = (event ?? {}) as TouchEventLike;
  return touches?.[0] ?? changedTouches?.[0];
};

export interface MiniPad {
  empty: boolean;
  /** Finds the canvas node and fits it: on mount (WeChat) or from the canvas's onReady (Alipay). */
  attach(): void;
  onTouchStart(event: unknown): void;
  onTouchMove(event: unknown): void;
  onTouchEnd(): void;
}

/**
 * The pad of both mini-programs: a canvas type="2d" (the platform's component and its selector query are in the
 * .wechat / .ali file, whose JSX Remax reads for the canvas's props), the strokes recorded from its touches (x and y
 * inside the canvas), the PNG from the canvas. `attachOnMount`: WeChat finds the node once the page has rendered it;
 * Alipay only after the canvas's onReady.
 */
export function useMiniPad(
  ref: React.ForwardedRef<SignaturePadHandle>,
  { onStrokes }: SignaturePadProps,
  findCanvas: (id: string) => Promise<MiniCanvasFound | null>,
  attachOnMount: boolean,
): MiniPad {
  const recorder = React.useMemo(() => new StrokeRecorder(), []);
  const canvas = React.useRef<MiniCanvasFound['node'] | null>(null);
  const [empty, setEmpty] = React.useState(true);

  const attach = React.useCallback(() => {
    void findCanvas(PAD_CANVAS_ID).then((found) => {
      if (found === null) return;
      const { node, size, pixelRatio } = found;
      node.width = Math.round(size.width * pixelRatio);
      node.height = Math.round(size.height * pixelRatio);
      const context = node.getContext('2d');
      context?.scale(pixelRatio, pixelRatio);
      canvas.current = node;
      recorder.context = context;
      recorder.width = size.width;
      recorder.height = size.height;
      recorder.redraw();
    });
  }, [recorder, findCanvas]);

  React.useEffect(() => {
    if (attachOnMount) attach();
  }, [attach, attachOnMount]);

  const changed = () => {
    setEmpty(recorder.count() === 0);
    onStrokes(recorder.count());
  };

  React.useImperativeHandle(ref, () => ({
    clear: () => {
      recorder.clear();
      changed();
    },
    undo: () => {
      recorder.undo();
      changed();
    },
    strokes: () => recorder.strokes(),
    size: () => ({ width: recorder.width, height: recorder.height }),
    toPng: () => Promise.resolve(canvas.current?.toDataURL('image/png') ?? ''),
  }));

  return {
    empty,
    attach,
    onTouchStart: (event) => recorder.start(firstTouch(event)),
    onTouchMove: (event) => recorder.move(firstTouch(event)),
    onTouchEnd: () => {
      if (recorder.end()) changed();
    },
  };
}
