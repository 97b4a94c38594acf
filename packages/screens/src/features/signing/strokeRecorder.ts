import type { SignaturePoint, SignatureStroke } from '@aster/core-domain';
import { PAD_INK, PAD_LINE_WIDTH } from './signaturePadTypes';

/** The part of a 2D canvas context the mini-program pads draw with (canvas type="2d" on WeChat and Alipay). */
export interface PadContext {
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  strokeStyle: string;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
  clearRect(x: number, y: number, width: number, height: number): void;
}

/** A touch as the mini-programs report it on a canvas: x and y inside the canvas (clientX/Y where they are missing). */
export interface PadTouch {
  x?: number;
  y?: number;
  clientX?: number;
  clientY?: number;
}

/**
 * The strokes of a pad drawn through touch events, and their ink on a context: the mini-program variants share it
 * (the web pad is signature_pad's own). Redrawing from the strokes is how undo and clear work.
 */
export class StrokeRecorder {
  private readonly drawn: SignaturePoint[][] = [];
  private current: SignaturePoint[] | null = null;
  context: PadContext | null = null;
  width = 0;
  height = 0;

  constructor(private readonly origin: () => { left: number; top: number } = () => ({ left: 0, top: 0 })) {}

  private point(touch: PadTouch | undefined): SignaturePoint | null {
    if (touch === undefined) return null;
    const { left, top } = this.origin();
    const x = touch.x ?? (touch.clientX === undefined ? undefined : touch.clientX - left);
    const y = touch.y ?? (touch.clientY === undefined ? undefined : touch.clientY - top);
    return x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y) ? null : { x, y };
  }

  start(touch: PadTouch | undefined): void {
    const point = this.point(touch);
    if (point === null) return;
    this.current = [point];
    this.drawn.push(this.current);
  }

  move(touch: PadTouch | undefined): void {
    const point = this.point(touch);
    const stroke = this.current;
    const last = stroke?.[stroke.length - 1];
    if (point === null || stroke === null || last === undefined) return;
    stroke.push(point);
    this.segment(last, point);
  }

  /** True when a stroke was under way (a page then tells its listener). */
  end(): boolean {
    const ended = this.current !== null;
    this.current = null;
    return ended;
  }

  strokes(): SignatureStroke[] {
    return this.drawn.map((stroke) => [...stroke]);
  }

  count(): number {
    return this.drawn.length;
  }

  clear(): void {
    this.drawn.length = 0;
    this.current = null;
    this.redraw();
  }

  undo(): void {
    this.drawn.pop();
    this.current = null;
    this.redraw();
  }

  redraw(): void {
    const context = this.context;
    if (context === null) return;
    context.clearRect(0, 0, this.width, this.height);
    for (const stroke of this.drawn) {
      for (let index = 1; index < stroke.length; index += 1) {
        const from = stroke[index - 1];
        const to = stroke[index];
        if (from !== undefined && to !== undefined) this.segment(from, to);
      }
    }
  }

  private segment(from: SignaturePoint, to: SignaturePoint): void {
    const context = this.context;
    if (context === null) return;
    context.lineWidth = PAD_LINE_WIDTH;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = PAD_INK;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }
}
