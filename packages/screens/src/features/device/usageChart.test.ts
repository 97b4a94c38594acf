import { drawUsageChart, usageChartOptions } from './usageChart';

/** A 2d context that records every call uCharts makes (with the text it writes), answering measureText by length. */
function recordingContext() {
  const calls: { name: string; args: unknown[] }[] = [];
  const context = new Proxy({} as Record<string, unknown>, {
    get: (target, name) => {
      if (typeof name !== 'string') return undefined;
      if (name in target) return target[name];
      return (...args: unknown[]) => {
        calls.push({ name, args });
        return name === 'measureText' ? { width: String(args[0]).length * 6 } : undefined;
      };
    },
    set: (target, name, value) => {
      target[String(name)] = value;
      return true;
    },
  });
  return { context, calls, texts: () => calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0])) };
}

const hours = Array.from({ length: 24 }, (_, hour) => ({ label: String(hour).padStart(2, '0'), value: hour === 19 ? 2.456 : 0.5 }));

describe('the meter use chart', () => {
  it('draws a day as 24 columns and a range of days as an area, at the screen pixel ratio, values to 2 decimals', () => {
    const hourOptions = usageChartOptions({ points: hours, unit: '度', by: 'hour' }, {}, { width: 320, height: 240 }, 2);
    expect(hourOptions).toMatchObject({ type: 'column', width: 640, height: 480, pixelRatio: 2, animation: false });
    expect(hourOptions.categories).toHaveLength(24);
    expect(hourOptions.series[0]?.data[19]).toBe(2.46);
    const dayOptions = usageChartOptions({ points: [{ label: '11-01', value: 3 }], unit: '吨', by: 'day' }, {}, { width: 300, height: 200 }, 3);
    expect(dayOptions).toMatchObject({ type: 'area', width: 900, height: 600, categories: ['11-01'] });
    expect(dayOptions.yAxis?.data?.[0]?.title).toBe('吨');
  });

  it('puts the bars, the hours and the unit on the canvas through the library', () => {
    const { context, calls, texts } = recordingContext();
    // uCharts draws on its next frame (a timer), even without animation.
    jest.useFakeTimers();
    drawUsageChart({ points: hours, unit: '度', by: 'hour' }, context, { width: 320, height: 240 }, 2);
    jest.runAllTimers();
    jest.useRealTimers();
    expect(calls.filter((call) => call.name === 'fill').length).toBeGreaterThanOrEqual(24);
    expect(texts()).toEqual(expect.arrayContaining(['度', '00']));
  });

  it('draws nothing without points or without a box to draw in', () => {
    jest.useFakeTimers();
    const empty = recordingContext();
    drawUsageChart({ points: [], unit: '度', by: 'hour' }, empty.context, { width: 320, height: 240 }, 2);
    drawUsageChart({ points: hours, unit: '度', by: 'hour' }, empty.context, { width: 0, height: 240 }, 2);
    jest.runAllTimers();
    jest.useRealTimers();
    expect(empty.calls).toEqual([]);
  });
});
