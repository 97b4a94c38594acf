import { Canvas } from 'remax/ali';
import * as React from 'react';
import { Text, View } from 'remax/one';
import { useMiniPad, type MiniCanvasFound, type MiniCanvasNode } from './miniSignaturePad';
import { PAD_CANVAS_ID, PAD_HINT, type SignaturePadHandle, type SignaturePadProps } from './signaturePadTypes';
import './signing.css';

interface MyNodeQuery {
  select(selector: string): MyNodeQuery;
  node(): MyNodeQuery;
  boundingClientRect(): MyNodeQuery;
  exec(callback: (result: ({ node?: MiniCanvasNode; width?: number; height?: number } | null)[]) => void): void;
}
declare const my: {
  createSelectorQuery(): MyNodeQuery;
  getSystemInfoSync(): { pixelRatio: number };
};

// Alipay: canvas type="2d" hands its node after onReady; the size comes from the same query.
function findCanvas(id: string): Promise<MiniCanvasFound | null> {
  return new Promise((resolve) => {
    my.createSelectorQuery()
      .select(`#${id}`)
      .node()
      .select(`#${id}`)
      .boundingClientRect()
      .exec((result) => {
        const node = result[0]?.node;
        const rect = result[1];
        if (!node || !rect?.width || !rect.height) return resolve(null);
        resolve({ node, size: { width: rect.width, height: rect.height }, pixelRatio: my.getSystemInfoSync().pixelRatio || 1 });
      });
  });
}

export const SignaturePad = React.forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(props, ref) {
  const pad = useMiniPad(ref, props, findCanvas, false);
  return (
    <View className="sg-pad" data-testid={props.testId}>
      {pad.empty && <Text className="sg-pad-hint">{PAD_HINT}</Text>}
      <Canvas
        id={PAD_CANVAS_ID}
        type="2d"
        className="sg-canvas"
        disableScroll
        onReady={pad.attach}
        onTouchStart={pad.onTouchStart}
        onTouchMove={pad.onTouchMove}
        onTouchEnd={pad.onTouchEnd}
      />
    </View>
  );
});
