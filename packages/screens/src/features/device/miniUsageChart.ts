import * as React from 'react';
import { findCanvasNode } from '@screens/platform/canvasNode';
import { USAGE_CHART_ID, drawUsageChart, type UsageChartProps } from './usageChart';

/** The mini-programs' drawing: the canvas type="2d" node found once `ready`, sized to its box, drawn again when the points change. */
export function useMiniUsageChart(ready: boolean, { points, unit, by }: Pick<UsageChartProps, 'points' | 'unit' | 'by'>): void {
  React.useEffect(() => {
    if (!ready) return undefined;
    let current = true;
    void findCanvasNode(USAGE_CHART_ID).then((found) => {
      if (found === null || !current) return;
      found.node.width = Math.round(found.size.width * found.pixelRatio);
      found.node.height = Math.round(found.size.height * found.pixelRatio);
      drawUsageChart({ points, unit, by }, found.node.getContext('2d'), found.size, found.pixelRatio);
    });
    return () => {
      current = false;
    };
  }, [ready, points, unit, by]);
}
