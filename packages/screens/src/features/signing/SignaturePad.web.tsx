import * as React from 'react';
import SignaturePadLib from 'signature_pad';
import { View } from 'remax/one';
import type { PadSize, SignatureStroke } from '@aster/core-domain';
import { PAD_HINT, PAD_INK, type SignaturePadHandle, type SignaturePadProps } from './signaturePadTypes';
import './signing.css';

// H5: signature_pad (the well-kept library for this) on a <canvas> sized to its box at the screen's pixel ratio, refitted
// when the phone turns (the strokes are kept and redrawn), so the pad stays sharp and fills the width in landscape.
export const SignaturePad = React.forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad({ onStrokes, testId }, ref) {
  const canvasRef = React.useRef<HTMLCanvasElement | null>(null);
  const padRef = React.useRef<SignaturePadLib | null>(null);
  const [empty, setEmpty] = React.useState(true);
  const report = React.useRef(onStrokes);
  report.current = onStrokes;

  React.useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return undefined;
    const pad = new SignaturePadLib(canvas, { penColor: PAD_INK, minWidth: 1.5, maxWidth: 3.5 });
    padRef.current = pad;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = Math.round(canvas.offsetWidth * ratio);
      canvas.height = Math.round(canvas.offsetHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    const ended = () => {
      setEmpty(pad.isEmpty());
      report.current(pad.toData().length);
    };
    fit();
    pad.addEventListener('endStroke', ended);
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', ended);
      window.removeEventListener('resize', fit);
      pad.off();
      padRef.current = null;
    };
  }, []);

  React.useImperativeHandle(ref, () => ({
    clear: () => {
      padRef.current?.clear();
      setEmpty(true);
      report.current(0);
    },
    undo: () => {
      const pad = padRef.current;
      if (pad === null) return;
      const data = pad.toData();
      data.pop();
      pad.fromData(data);
      setEmpty(data.length === 0);
      report.current(data.length);
    },
    strokes: (): SignatureStroke[] => (padRef.current?.toData() ?? []).map((group) => group.points.map(({ x, y }) => ({ x, y }))),
    size: (): PadSize => ({ width: canvasRef.current?.offsetWidth ?? 0, height: canvasRef.current?.offsetHeight ?? 0 }),
    toPng: () => Promise.resolve(padRef.current?.toDataURL('image/png') ?? ''),
  }));

  return (
    <View className="sg-pad">
      {empty && <View className="sg-pad-hint">{PAD_HINT}</View>}
      <canvas ref={canvasRef} className="sg-canvas" data-testid={testId} aria-label="手写签名区域" />
    </View>
  );
});
