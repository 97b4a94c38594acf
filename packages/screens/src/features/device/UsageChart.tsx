import * as React from 'react';
import { View } from 'remax/one';
import type { UsageChartProps } from './usageChart';
import './meter.css';

// Plain fallback (Jest, tsc): the chart's place and its accessible name, nothing drawn. The shells use
// UsageChart.web.tsx (a <canvas>) and the canvas type="2d" of UsageChart.wechat/.ali.tsx.
export function UsageChart({ summary, testId }: UsageChartProps) {
  return <View className="mt-chart" role="img" aria-label={summary} data-testid={testId} />;
}
