// @qiun/ucharts ships no types: the part of its API the meter charts use.
declare module '@qiun/ucharts' {
  export interface UChartsSeries {
    name: string;
    data: number[];
    color?: string;
  }
  export interface UChartsOptions {
    type: 'column' | 'area' | 'line';
    context: unknown;
    width: number;
    height: number;
    pixelRatio: number;
    categories: string[];
    series: UChartsSeries[];
    animation?: boolean;
    background?: string;
    color?: string[];
    padding?: number[];
    fontSize?: number;
    fontColor?: string;
    dataLabel?: boolean;
    dataPointShape?: boolean;
    legend?: { show: boolean };
    xAxis?: { disableGrid?: boolean; labelCount?: number; fontSize?: number; fontColor?: string; axisLineColor?: string };
    yAxis?: { showTitle?: boolean; gridType?: 'solid' | 'dash'; gridColor?: string; splitNumber?: number; data?: { min?: number; title?: string; titleFontSize?: number; fontSize?: number; fontColor?: string; format?: (value: number) => string }[] };
    extra?: {
      column?: { width?: number; seriesGap?: number };
      area?: { type?: 'straight' | 'curve'; opacity?: number; addLine?: boolean; width?: number; gradient?: boolean };
    };
  }
  export default class UCharts {
    constructor(options: UChartsOptions);
  }
}
