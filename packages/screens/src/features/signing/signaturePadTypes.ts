import type { PadSize, SignatureStroke } from '@aster/core-domain';

// Shared by the SignaturePad variants (inside SignaturePad.wechat.tsx an import of './SignaturePad' is itself).

/** What a signing page asks of the pad. */
export interface SignaturePadHandle {
  /** Wipes the pad (清除). */
  clear(): void;
  /** Takes back the last stroke (撤销). */
  undo(): void;
  /** The strokes drawn, in the pad's own pixels: core-domain's signatureProblem judges them. */
  strokes(): SignatureStroke[];
  size(): PadSize;
  /** The signature as a PNG data URL (dark ink on a transparent ground), what saveHandSign takes. */
  toPng(): Promise<string>;
}

export interface SignaturePadProps {
  /** Called after every stroke, clear and undo with the number of strokes on the pad. */
  onStrokes(count: number): void;
  testId?: string;
}

export const PAD_INK = '#1a1a1a';
export const PAD_LINE_WIDTH = 3;
export const PAD_CANVAS_ID = 'signature-pad';
export const PAD_HINT = '请在此区域内横向书写您的姓名';
