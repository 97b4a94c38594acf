import { Canvas } from 'remax/wechat';
import * as React from 'react';
import { View } from 'remax/one';
import { useMiniUsageChart } from './miniUsageChart';
import { USAGE_CHART_ID, type UsageChartProps } from './usageChart';
import './meter.css';

// WeChat: canvas type="2d", its node found by a selector query once the page has rendered it.
export function UsageChart(props: UsageChartProps) {
  useMiniUsageChart(true, props);
  return (
    <View className="mt-chart" role="img" aria-label={props.summary} data-testid={props.testId}>
      <Canvas id={USAGE_CHART_ID} type="2d" className="mt-chart-canvas" />
    </View>
  );
}
