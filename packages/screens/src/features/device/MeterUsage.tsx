import * as React from 'react';
import { useMemo, useState } from 'react';
import { useGetMeterDayUseQuery, useGetMeterHourUseQuery } from '@aster/core-api';
import { addCalendarDays, chinaDate, fenToYuanString } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { clock } from '@screens/platform/clock';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { WithMeter } from './WithMeter';
import { UsageChart } from './UsageChart';
import './device.css';
import './meter.css';

/** Ranges the day page offers (days back from yesterday) and the days the hour page can show (back from today). */
const DAY_RANGES = [
  { days: 30, label: '近30天' },
  { days: 365, label: '近一年' },
] as const;
const HOUR_DAYS = 7;
/** Ranges longer than this list their months instead of their days. */
const MONTH_DAYS = 31;

const round2 = (n: number) => String(Math.round(n * 100) / 100);

function Choices<T extends string | number>({ items, value, onPick, testId }: { items: readonly { key: T; label: string }[]; value: T; onPick: (key: T) => void; testId: string }) {
  return (
    <View className="dv-choices">
      {items.map((item) => (
        <View
          key={String(item.key)}
          className={`dv-choice ${item.key === value ? 'dv-choice--on' : ''}`}
          role="button"
          aria-pressed={item.key === value}
          data-testid={`${testId}-${String(item.key)}`}
          onTap={() => onPick(item.key)}
        >
          <Text>{item.label}</Text>
        </View>
      ))}
    </View>
  );
}

/** 用量分析 by day: the range's total, daily average and peak, and each day newest first with its cost. */
function DayUse({ meterId, unit }: { meterId: string; unit: string }) {
  const [days, setDays] = useState<number>(DAY_RANGES[0].days);
  const yesterday = addCalendarDays(chinaDate(clock.now()), -1);
  const query = useGetMeterDayUseQuery({ meterId, startDate: addCalendarDays(yesterday, -(days - 1)), endDate: yesterday });
  const points = query.data?.points ?? [];
  const total = points.reduce((sum, p) => sum + p.use, 0);
  const cost = points.reduce((sum, p) => sum + p.costFen, 0);
  const peak = points.reduce<(typeof points)[number] | null>((top, p) => (top === null || p.use > top.use ? p : top), null);
  const chartPoints = useMemo(() => (query.data?.points ?? []).map((p) => ({ label: p.date.slice(5), value: p.use })), [query.data]);
  // Newest first: a day per row up to a month; a year is read by the chart and its months (12 rows, not 365).
  const rows = useMemo(() => {
    const all = query.data?.points ?? [];
    if (days <= MONTH_DAYS) return all.map((p) => ({ key: p.date, use: p.use, costFen: p.costFen })).reverse();
    const months = new Map<string, { key: string; use: number; costFen: number }>();
    for (const p of all) {
      const month = months.get(p.date.slice(0, 7)) ?? { key: p.date.slice(0, 7), use: 0, costFen: 0 };
      months.set(month.key, { ...month, use: month.use + p.use, costFen: month.costFen + p.costFen });
    }
    return [...months.values()].reverse();
  }, [query.data, days]);
  const summary =
    points.length === 0
      ? '这段时间暂无用量'
      : `共${round2(total)}${unit}，约${fenToYuanString(cost)}元；日均${round2(total / points.length)}${unit}${peak === null ? '' : `；最高${peak.date}，${round2(peak.use)}${unit}`}`;
  return (
    <>
      <Card title="时间段">
        <Choices items={DAY_RANGES.map((r) => ({ key: r.days, label: r.label }))} value={days} onPick={setDays} testId="usage-range" />
      </Card>
      {query.data === undefined ? (
        <QueryStatePage query={query} failedText="用量加载失败" />
      ) : (
        <>
          <Card title="合计">
            <Text className="dv-note" data-testid="usage-summary">
              {summary}
            </Text>
          </Card>
          {points.length > 0 && (
            <Card title="用量走势">
              <UsageChart points={chartPoints} unit={unit} by="day" summary={`每日用量走势：${summary}`} testId="usage-chart" />
            </Card>
          )}
          <Card title={days > MONTH_DAYS ? '每月用量' : '每日用量'}>
            {rows.map((row) => (
              <View key={row.key} className="mt-row">
                <Text>{row.key}</Text>
                <Text>
                  {round2(row.use)}
                  {unit} · ¥{fenToYuanString(row.costFen)}
                </Text>
              </View>
            ))}
          </Card>
        </>
      )}
    </>
  );
}

/** 分时用量: one day's 24 hours (today and the 6 days before), with that day's total. */
function HourUse({ meterId, unit }: { meterId: string; unit: string }) {
  const today = chinaDate(clock.now());
  const [day, setDay] = useState(today);
  const query = useGetMeterHourUseQuery({ meterId, startDate: day, endDate: day });
  const points = query.data?.points ?? [];
  const total = points.reduce((sum, p) => sum + p.use, 0);
  const chartPoints = useMemo(() => (query.data?.points ?? []).map((p) => ({ label: p.hour.slice(11, 13), value: p.use })), [query.data]);
  const peak = points.reduce<(typeof points)[number] | null>((top, p) => (top === null || p.use > top.use ? p : top), null);
  const choices = Array.from({ length: HOUR_DAYS }, (_, i) => addCalendarDays(today, -i)).map((date, i) => ({ key: date, label: i === 0 ? '今天' : date.slice(5) }));
  return (
    <>
      <Card title="日期">
        <Choices items={choices} value={day} onPick={setDay} testId="usage-day" />
      </Card>
      {query.data === undefined ? (
        <QueryStatePage query={query} failedText="用量加载失败" />
      ) : (
        <Card title={`${day} 合计${round2(total)}${unit}`}>
          {points.length === 0 && <Text className="dv-note">这一天暂无用量</Text>}
          {points.length > 0 && (
            <UsageChart
              points={chartPoints}
              unit={unit}
              by="hour"
              summary={`${day}分时用量，合计${round2(total)}${unit}${peak === null ? '' : `，最高${peak.hour.slice(11, 13)}时${round2(peak.use)}${unit}`}`}
              testId="usage-chart"
            />
          )}
          {points.map((p) => (
            <View key={p.hour} className="mt-row">
              <Text>{p.hour.slice(11)}</Text>
              <Text>
                {round2(p.use)}
                {unit}
              </Text>
            </View>
          ))}
        </Card>
      )}
    </>
  );
}

/** The use pages of a meter: by day (analyse_range_detail) or by hour (analyse_range_detail_hours). */
export function MeterUsage({ meterId, by }: { meterId: string | undefined; by: 'day' | 'hour' }) {
  return (
    <WithMeter meterId={meterId}>
      {(meter) => (
        <Page>
          <StatusHead status={`${meter.name} · ${by === 'day' ? '按天用量' : '分时用量'}`} note={`单价${fenToYuanString(meter.priceFen)}元/${meter.unit}`} testId="usage-head" />
          <View className="ak-body ak-overlap">{by === 'day' ? <DayUse meterId={meter.id} unit={meter.unit} /> : <HourUse meterId={meter.id} unit={meter.unit} />}</View>
        </Page>
      )}
    </WithMeter>
  );
}
