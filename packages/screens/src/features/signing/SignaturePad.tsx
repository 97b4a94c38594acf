import * as React from 'react';
import { Text, View } from 'remax/one';
import { strokesToPng } from './strokePng';
import { StrokeRecorder, type PadTouch } from './strokeRecorder';
import { PAD_HINT, type SignaturePadHandle, type SignaturePadProps } from './signaturePadTypes';
import './signing.css';

// Plain fallback (Jest, tsc): records the touches of a View and draws the PNG itself. The shells use
// SignaturePad.web.tsx (signature_pad on a <canvas>) and the canvas type="2d" pads of SignaturePad.wechat/.ali.tsx.
const PLAIN_PAD = { width: 320, height: 160 };

interface TouchEventLike {
  touches?: readonly PadTouch[];
}

export const SignaturePad = React.forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad({ onStrokes, testId }, ref) {
  const recorder = React.useMemo(() => new StrokeRecorder(), []);
  React.useImperativeHandle(ref, () => ({
    clear: () => {
      recorder.clear();
      onStrokes(0);
    },
    undo: () => {
      recorder.undo();
      onStrokes(recorder.count());
    },
    strokes: () => recorder.strokes(),
    size: () => PLAIN_PAD,
    toPng: () => Promise.resolve(strokesToPng(recorder.strokes(), PLAIN_PAD)),
  }));
  return (
    <View
      className="sg-pad"
      data-testid={testId}
      onTouchStart={(event: TouchEventLike) => recorder.start(event.touches?.[0])}
      onTouchMove={(event: TouchEventLike) => recorder.move(event.touches?.[0])}
      onTouchEnd={() => recorder.end() && onStrokes(recorder.count())}
    >
      <Text className="sg-pad-hint">{PAD_HINT}</Text>
    </View>
  );
});
