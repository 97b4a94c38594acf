import UCharts, { type UChartsOptions } from '@qiun/ucharts';

// The meter's use drawn by uCharts (@qiun/ucharts: the charting library of the uni-app world, no dependencies,
// drawing on any 2d context: WeChat's and Alipay's canvas type="2d" and the web's <canvas> alike).

/** One bar or point: its label on the axis (MM-DD for a day, HH for an hour) and the use in the meter's unit. */
export interface UsagePoint {
  label: string;
  value: number;
}

export interface UsageChartProps {
  points: readonly UsagePoint[];
  /** 度 or 吨, the y axis's title. */
  unit: string;
  /** Columns for a day's 24 hours, an area for a range of days (up to a year). */
  by: 'day' | 'hour';
  /** What the chart shows in words: the canvas's accessible name. */
  summary: string;
  testId: string;
}

export const USAGE_CHART_ID = 'meter-usage-chart';
const INK = '#b84d00';

const twoDecimals = (value: number) => Math.round(value * 100) / 100;
/** The y axis's ticks: a hot water meter's hours are hundredths of a ton, so 3 decimals keep 0.005 and 0.01 apart. */
const axisLabel = (value: number) => String(Math.round(value * 1000) / 1000);

export function usageChartOptions(
  { points, unit, by }: Pick<UsageChartProps, 'points' | 'unit' | 'by'>,
  context: unknown,
  size: { width: number; height: number },
  pixelRatio: number,
): UChartsOptions {
  return {
    type: by === 'hour' ? 'column' : 'area',
    context,
    width: size.width * pixelRatio,
    height: size.height * pixelRatio,
    pixelRatio,
    categories: points.map((point) => point.label),
    series: [{ name: '用量', data: points.map((point) => twoDecimals(point.value)) }],
    animation: false,
    background: '#FFFFFF',
    color: [INK],
    padding: [16, 12, 4, 4],
    fontSize: 11,
    fontColor: '#4e5969',
    dataLabel: false,
    dataPointShape: false,
    legend: { show: false },
    xAxis: { disableGrid: true, labelCount: by === 'hour' ? 7 : 5, fontSize: 10, fontColor: '#4e5969' },
    yAxis: { gridType: 'dash', gridColor: '#e5e6eb', splitNumber: 4, showTitle: true, data: [{ min: 0, title: unit, titleFontSize: 10, fontSize: 10, fontColor: '#4e5969', format: axisLabel }] },
    extra: { column: { width: 6 }, area: { type: 'curve', opacity: 0.2, addLine: true, width: 2, gradient: true } },
  };
}

/** Draws the chart on a context whose canvas is already sized to `size` x `pixelRatio` device pixels. */
export function drawUsageChart(props: Pick<UsageChartProps, 'points' | 'unit' | 'by'>, context: unknown, size: { width: number; height: number }, pixelRatio: number): void {
  if (props.points.length === 0 || size.width <= 0 || size.height <= 0) return;
  new UCharts(usageChartOptions(props, context, size, pixelRatio));
}
