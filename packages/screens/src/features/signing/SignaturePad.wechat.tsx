import { Canvas } from 'remax/wechat';
import * as React from 'react';
import { Text, View } from 'remax/one';
import { findCanvasNode } from '@screens/platform/canvasNode';
import { useMiniPad, type PadCanvasContext } from './miniSignaturePad';
import { PAD_CANVAS_ID, PAD_HINT, type SignaturePadHandle, type SignaturePadProps } from './signaturePadTypes';
import './signing.css';

export const SignaturePad = React.forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(props, ref) {
  const pad = useMiniPad(ref, props, findCanvasNode<PadCanvasContext>, true);
  return (
    <View className="sg-pad" data-testid={props.testId}>
      {pad.empty && <Text className="sg-pad-hint">{PAD_HINT}</Text>}
      <Canvas
        id={PAD_CANVAS_ID}
        type="2d"
        className="sg-canvas"
        disableScroll
        onTouchStart={pad.onTouchStart}
        onTouchMove={pad.onTouchMove}
        onTouchEnd={pad.onTouchEnd}
      />
    </View>
  );
});
