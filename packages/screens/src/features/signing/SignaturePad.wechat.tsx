import { Canvas } from 'remax/wechat';
import * as React from 'react';
import { Text, View } from 'remax/one';
import { useMiniPad, type MiniCanvasFound, type MiniCanvasNode } from './miniSignaturePad';
import { PAD_CANVAS_ID, PAD_HINT, type SignaturePadHandle, type SignaturePadProps } from './signaturePadTypes';
import './signing.css';

interface WxNodeQuery {
  select(selector: string): { fields(fields: { node: boolean; size: boolean }): WxNodeQuery };
  exec(callback: (result: ({ node?: MiniCanvasNode; width?: number; height?: number } | null)[]) => void): void;
}
declare const wx: {
  createSelectorQuery(): WxNodeQuery;
  getWindowInfo?(): { pixelRatio: number } | undefined;
  getSystemInfoSync(): { pixelRatio: number };
};

// WeChat: canvas type="2d", its node from a selector query once the page has rendered it.
function findCanvas(id: string): Promise<MiniCanvasFound | null> {
  return new Promise((resolve) => {
    wx.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((result) => {
        const found = result[0];
        if (!found?.node || !found.width || !found.height) return resolve(null);
        // getWindowInfo from base library 2.20.1; getSystemInfoSync before it.
        const pixelRatio = (wx.getWindowInfo?.() ?? wx.getSystemInfoSync()).pixelRatio || 1;
        resolve({ node: found.node, size: { width: found.width, height: found.height }, pixelRatio });
      });
  });
}

export const SignaturePad = React.forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(props, ref) {
  const pad = useMiniPad(ref, props, findCanvas, true);
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
