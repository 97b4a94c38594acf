import * as React from 'react';
import { View } from 'remax/one';
import { drawUsageChart, type UsageChartProps } from './usageChart';
import './meter.css';

// H5: a <canvas> sized to its box at the screen's pixel ratio, drawn again when the points change or the phone turns.
export function UsageChart({ points, unit, by, summary, testId }: UsageChartProps) {
  const canvasRef = React.useRef<HTMLCanvasElement | null>(null);
  React.useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return undefined;
    const draw = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const size = { width: canvas.offsetWidth, height: canvas.offsetHeight };
      canvas.width = Math.round(size.width * ratio);
      canvas.height = Math.round(size.height * ratio);
      drawUsageChart({ points, unit, by }, canvas.getContext('2d'), size, ratio);
    };
    draw();
    window.addEventListener('resize', draw);
    return () => window.removeEventListener('resize', draw);
  }, [points, unit, by]);
  return (
    <View className="mt-chart">
      <canvas ref={canvasRef} className="mt-chart-canvas" role="img" aria-label={summary} data-testid={testId} />
    </View>
  );
}
