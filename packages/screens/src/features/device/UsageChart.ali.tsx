import { Canvas } from 'remax/ali';
import * as React from 'react';
import { View } from 'remax/one';
import { useMiniUsageChart } from './miniUsageChart';
import { USAGE_CHART_ID, type UsageChartProps } from './usageChart';
import './meter.css';

// Alipay: canvas type="2d" hands its node only after its onReady.
export function UsageChart(props: UsageChartProps) {
  const [ready, setReady] = React.useState(false);
  useMiniUsageChart(ready, props);
  return (
    <View className="mt-chart" role="img" aria-label={props.summary} data-testid={props.testId}>
      <Canvas id={USAGE_CHART_ID} type="2d" className="mt-chart-canvas" onReady={() => setReady(true)} />
    </View>
  );
}
