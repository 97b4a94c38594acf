import * as React from 'react';
import {
  type MeterChargeRecord,
  type MeterDetail,
  type MeterOperationLog,
  useGetMeterChargeRecordsQuery,
  useGetMeterHourUseQuery,
  useGetMeterOperationLogQuery,
  useGetMeterReadLogsQuery,
  useGetMeterSwitchLogsQuery,
  useGetMeterUseRecordsQuery,
  useGetMeterUseTotalQuery,
  useGetMeterViewMoreQuery,
  useGetMeterZeroingQuery,
  useLazyGetMeterOperationLogInfoQuery,
} from '@aster/core-api';
import { addCalendarDays, chinaDate, fenToYuanString, meterZeroingRecordTitle, pageLink } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { StatusHead } from '@screens/ui/StatusHead';
import { QueryState, QueryStatePage } from '@screens/features/booking/pageStates';
import { devicePageUrl, shortTime } from './lockModels';
import { MeterWaterRecords } from './MeterWaterRecords';
import { WithMeter } from './WithMeter';
import './device.css';
import './meter.css';

// 使用记录 and the pages under it: the tenant's top-ups, the daily charges taken from the balance, the meter's reading
// at each day's end, and one day's charges hour by hour. Days are the meter's (China) days; records are the tenant's own.

/** How far back the statement and the readings go: a month, as the bills do. */
const RECORD_DAYS = 30;

export const TOP_UP_STATUS_TEXT: Readonly<Record<MeterChargeRecord['status'], string>> = {
  credited: '已到账',
  awaiting_write: '待写入表内',
  unpaid: '未支付',
};

const go = (url: string) => void navigation.navigateTo(url);
/** Where a zeroing's refund shows: the wallet's movements. */
const WALLET_MOVEMENTS = pageLink('pages/wallet/financial_list/index');
const round3 = (n: number) => String(Math.round(n * 1000) / 1000);

function recentRange() {
  const yesterday = addCalendarDays(chinaDate(clock.now()), -1);
  return { startDate: addCalendarDays(yesterday, -(RECORD_DAYS - 1)), endDate: yesterday };
}

function TopUpRow({ meter, record }: { meter: MeterDetail; record: MeterChargeRecord }) {
  return (
    <Cell
      title={`充值 ¥${fenToYuanString(record.amountFen)}`}
      value={`${shortTime(record.createdAt).slice(5)} · ${TOP_UP_STATUS_TEXT[record.status]}`}
      onTap={() => go(pageLink('pages/device/meter_record/record_detail', { meterId: meter.id, recordId: record.id }))}
      testId={`top-up-${record.id}`}
    />
  );
}

/** 使用记录 (meter_record/index): the latest top-ups, and the ways to the statement, the readings and the use. */
export function MeterRecordIndex({ meterId }: { meterId: string | undefined }) {
  return (
    <WithMeter meterId={meterId}>
      {(meter) => <RecordIndex meter={meter} />}
    </WithMeter>
  );
}

function RecordIndex({ meter }: { meter: MeterDetail }) {
  const records = useGetMeterChargeRecordsQuery({ meterId: meter.id });
  const params = { meterId: meter.id };
  const latest = (records.data?.records ?? []).slice(0, 5);
  const zeroings = useGetMeterZeroingQuery({ id: meter.id }).data?.records ?? [];
  return (
    <Page>
      <StatusHead status={`${meter.name} · 使用记录`} note={`余额¥${meter.balance} · 当前读数${meter.reading}${meter.unit}`} testId="records-head" />
      <View className="ak-body ak-overlap">
        <Card title="最近充值" flush>
          {records.data === undefined ? (
            <QueryState query={records} failedText="充值记录加载失败" />
          ) : latest.length === 0 ? (
            <Text className="dv-note">还没有充值记录</Text>
          ) : (
            latest.map((record) => <TopUpRow key={record.id} meter={meter} record={record} />)
          )}
        </Card>
        {zeroings.length > 0 && (
          <Card title="退租清零" flush>
            {zeroings.map((zeroing) => (
              <Cell
                key={zeroing.id}
                title={meterZeroingRecordTitle(zeroing.amountFen)}
                value={`${shortTime(zeroing.zeroedAt).slice(5)} · 已退回钱包`}
                onTap={() => go(WALLET_MOVEMENTS)}
                testId={`zeroing-${zeroing.id}`}
              />
            ))}
          </Card>
        )}
        <MeterWaterRecords meter={meter} />
        <OperationLog meter={meter} />
        <SwitchLog meter={meter} />
        <Card flush>
          <Cell title="充值扣费记录" value={`近${RECORD_DAYS}天`} onTap={() => go(pageLink('pages/device/meter_record/charge_deductions', params))} testId="records-statement" />
          <Cell title="历史读数" value={`近${RECORD_DAYS}天`} onTap={() => go(pageLink('pages/device/meter_record/history', params))} testId="records-readings" />
          <Cell title="用量分析" value="按天 / 分时" onTap={() => go(pageLink('pages/device/meter_record/analyse_range_detail', params))} testId="records-usage" />
        </Card>
      </View>
    </Page>
  );
}

const CHANNEL_TEXT: Readonly<Record<MeterOperationLog['channel'], string>> = { remote: '远程', bluetooth: '蓝牙' };

/**
 * 操作记录 (meter-operation-log, pageSize 1000): the latest entries, as many as view-more-button says, and 查看更多 for
 * the rest when it says so; an entry opens its info (what the meter held after it).
 */
function OperationLog({ meter }: { meter: MeterDetail }) {
  const logs = useGetMeterOperationLogQuery({ meterId: meter.id });
  const more = useGetMeterViewMoreQuery({ meterId: meter.id });
  const [infoOf] = useLazyGetMeterOperationLogInfoQuery();
  const [all, setAll] = React.useState(false);
  const list = logs.data?.list ?? [];
  if (logs.data === undefined || list.length === 0) return null;
  const previewSize = more.data?.previewSize ?? list.length;
  const shown = all ? list : list.slice(0, previewSize);
  const open = async (entry: MeterOperationLog) => {
    const info = await infoOf({ id: entry.id })
      .unwrap()
      .catch(() => null);
    if (info === null) return;
    const lines = [
      `${shortTime(info.createdAt)} · ${CHANNEL_TEXT[info.channel]} · ${info.operator}`,
      info.amountFen === null ? null : `金额 ¥${fenToYuanString(info.amountFen)}`,
      info.balanceAfterFen === null ? null : `操作后余额 ¥${fenToYuanString(info.balanceAfterFen)}`,
      info.readingAfter === null ? null : `操作后读数 ${round3(info.readingAfter)}${meter.unit}`,
    ].filter((line): line is string => line !== null);
    await ui.showModal({ title: info.title, content: lines.join('\n'), showCancel: false, confirmText: '知道了' });
  };
  return (
    <Card title="操作记录" flush>
      {shown.map((entry) => (
        <Cell
          key={entry.id}
          title={entry.title}
          value={`${shortTime(entry.createdAt).slice(5)} · ${CHANNEL_TEXT[entry.channel]} · ${entry.operator}`}
          onTap={() => void open(entry)}
          testId={`operation-${entry.id}`}
        />
      ))}
      {!all && more.data?.show === true && (
        <View className="dv-actions">
          <Button testId="operation-more" onTap={() => setAll(true)}>
            查看更多
          </Button>
        </View>
      )}
    </Card>
  );
}

/** 通断记录 (operate-logs): when the meter cut the supply and when it was switched on again. */
function SwitchLog({ meter }: { meter: MeterDetail }) {
  const logs = useGetMeterSwitchLogsQuery({ meterId: meter.id });
  const list = logs.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Card title="通断记录" flush>
      {list.slice(0, RECORD_DAYS).map((entry) => (
        <Cell key={entry.id} title={entry.action === 'off' ? '断开' : '合闸'} value={`${shortTime(entry.createdAt).slice(5)} · ${entry.reason}`} testId={`switch-${entry.id}`} />
      ))}
    </Card>
  );
}

/** 历史记录 (meter_record/history): the reading at each day's end and what the day used, newest first. */
export function MeterReadingHistory({ meterId }: { meterId: string | undefined }) {
  return <WithMeter meterId={meterId}>{(meter) => <ReadingHistory meter={meter} />}</WithMeter>;
}

function ReadingHistory({ meter }: { meter: MeterDetail }) {
  const { startDate, endDate } = recentRange();
  // one day more than shown, so the oldest shown day has the reading before it
  const logs = useGetMeterReadLogsQuery({ meterId: meter.id, startDate: addCalendarDays(startDate, -1), endDate });
  const readings = logs.data?.readings ?? [];
  return (
    <Page>
      <StatusHead status={`${meter.name} · 历史读数`} note="每日24时的表读数" testId="readings-head" />
      <View className="ak-body ak-overlap">
        <Card title="每日读数">
          {logs.data === undefined ? (
            <QueryState query={logs} failedText="读数加载失败" />
          ) : readings.length === 0 ? (
            <Text className="dv-note">暂无读数</Text>
          ) : (
            readings.slice(0, RECORD_DAYS).map((day, i) => {
              const before = readings[i + 1];
              return (
                <View key={day.date} className="mt-row" data-testid={`reading-${day.date}`}>
                  <Text>{day.date}</Text>
                  <Text>
                    {round3(day.reading)}
                    {meter.unit}
                    {before === undefined ? '' : `（当日用${round3(day.reading - before.reading)}${meter.unit}）`}
                  </Text>
                </View>
              );
            })
          )}
        </Card>
      </View>
    </Page>
  );
}

/** 记录详情 (meter_record/record_detail): one top-up: amount, state, times, its order, and what to do while it waits. */
export function MeterTopUpDetail({ meterId, recordId }: { meterId: string; recordId: string }) {
  return <WithMeter meterId={meterId}>{(meter) => <TopUpDetail meter={meter} recordId={recordId} />}</WithMeter>;
}

function TopUpDetail({ meter, recordId }: { meter: MeterDetail; recordId: string }) {
  const records = useGetMeterChargeRecordsQuery({ meterId: meter.id });
  if (records.data === undefined) return <QueryStatePage query={records} failedText="充值记录加载失败" />;
  const record = records.data.records.find((one) => one.id === recordId);
  if (record === undefined) {
    return (
      <Page>
        <StateView status="empty" text="充值记录不存在" />
      </Page>
    );
  }
  const { orderNo } = record;
  return (
    <Page>
      <StatusHead status={`¥${fenToYuanString(record.amountFen)} · ${TOP_UP_STATUS_TEXT[record.status]}`} note={`${meter.name} · ${meter.roomName}`} testId="top-up-head" />
      <View className="ak-body ak-overlap">
        {record.status === 'awaiting_write' && (
          <Text className="dv-warning" data-testid="top-up-waiting">
            这笔充值已支付，需站在表旁用手机蓝牙写入表内后才会到账
          </Text>
        )}
        <Card flush>
          <Cell title="充值金额" value={`¥${fenToYuanString(record.amountFen)}`} />
          <Cell title="下单时间" value={shortTime(record.createdAt)} />
          <Cell title="支付时间" value={record.paidAt === null ? '未支付' : shortTime(record.paidAt)} />
          {orderNo === null ? (
            <Cell title="订单号" value="早期充值，无线上订单" />
          ) : (
            <Cell title="订单号" value={orderNo} onTap={() => go(pageLink('pages/order/detail/index', { orderNo }))} testId="top-up-order" />
          )}
          {record.status === 'awaiting_write' && <Cell title="去写入" value={meter.name} onTap={() => go(devicePageUrl(meter))} testId="top-up-write" />}
        </Card>
      </View>
    </Page>
  );
}

/**
 * 充值扣费记录 (meter_record/charge_deductions): top-ups (+) and each day's charge (−, use-record), newest first, over a
 * month, with the month's totals as the server counts them (use-record-total).
 */
export function MeterStatement({ meterId }: { meterId: string | undefined }) {
  return <WithMeter meterId={meterId}>{(meter) => <Statement meter={meter} />}</WithMeter>;
}

type StatementLine = { key: string; date: string; title: string; amount: string; onTap: () => void; testId: string };

function Statement({ meter }: { meter: MeterDetail }) {
  const range = recentRange();
  const records = useGetMeterChargeRecordsQuery({ meterId: meter.id });
  const days = useGetMeterUseRecordsQuery({ meterId: meter.id, ...range });
  const total = useGetMeterUseTotalQuery({ meterId: meter.id, ...range }).data;
  const zeroings = useGetMeterZeroingQuery({ id: meter.id }).data?.records;
  const lines = React.useMemo<StatementLine[]>(() => {
    const topUps = (records.data?.records ?? [])
      .filter((record) => record.paidAt !== null && record.paidAt.slice(0, 10) >= range.startDate)
      .map((record) => ({
        key: `t${record.id}`,
        date: (record.paidAt ?? record.createdAt).slice(0, 16).replace('T', ' '),
        title: `充值（${TOP_UP_STATUS_TEXT[record.status]}）`,
        amount: `+${fenToYuanString(record.amountFen)}`,
        onTap: () => go(pageLink('pages/device/meter_record/record_detail', { meterId: meter.id, recordId: record.id })),
        testId: `statement-top-up-${record.id}`,
      }));
    const charges = (days.data?.list ?? []).map((day) => ({
      key: `d${day.date}`,
      date: `${day.date} 24:00`,
      title: `用量扣费 ${round3(day.use)}${meter.unit}`,
      amount: `-${fenToYuanString(day.costFen)}`,
      onTap: () => go(pageLink('pages/device/meter_record/charge_deduct_details', { meterId: meter.id, date: day.date })),
      testId: `statement-day-${day.date}`,
    }));
    const refunds = (zeroings ?? [])
      .filter((zeroing) => zeroing.zeroedAt.slice(0, 10) >= range.startDate)
      .map((zeroing) => ({
        key: `z${zeroing.id}`,
        date: zeroing.zeroedAt.slice(0, 16).replace('T', ' '),
        title: '退租清零（已退回钱包）',
        amount: `−¥${fenToYuanString(zeroing.amountFen)}`,
        onTap: () => go(WALLET_MOVEMENTS),
        testId: `statement-zeroing-${zeroing.id}`,
      }));
    return [...topUps, ...charges, ...refunds].sort((a, b) => (a.date < b.date ? 1 : -1));
  }, [records.data, days.data, zeroings, meter.id, meter.unit, range.startDate]);
  const loading = records.data === undefined ? records : days.data === undefined ? days : null;
  const note = total === undefined ? `近${RECORD_DAYS}天` : `近${RECORD_DAYS}天 充值¥${fenToYuanString(total.paidInFen)} · 扣费¥${fenToYuanString(total.costFen)}`;
  return (
    <Page>
      <StatusHead status={`${meter.name} · 充值扣费记录`} note={note} testId="statement-head" />
      <View className="ak-body ak-overlap">
        <Card flush>
          {loading !== null ? (
            <QueryState query={loading} failedText="记录加载失败" />
          ) : lines.length === 0 ? (
            <Text className="dv-note">这段时间没有充值和扣费</Text>
          ) : (
            lines.map((line) => <Cell key={line.key} title={line.title} value={`${line.date.slice(5)}  ${line.amount}`} onTap={line.onTap} testId={line.testId} />)
          )}
        </Card>
      </View>
    </Page>
  );
}

/** 扣费明细 (meter_record/charge_deduct_details): one day's charge hour by hour at the meter's price. */
export function MeterDayCharges({ meterId, date }: { meterId: string; date: string }) {
  return <WithMeter meterId={meterId}>{(meter) => <DayCharges meter={meter} date={date} />}</WithMeter>;
}

function DayCharges({ meter, date }: { meter: MeterDetail; date: string }) {
  const hours = useGetMeterHourUseQuery({ meterId: meter.id, startDate: date, endDate: date });
  const points = hours.data?.points ?? [];
  const costOf = (use: number) => Math.round(use * meter.priceFen);
  // the day's charge as the statement has it: the day's use at the price, rounded once
  const total = Math.round((points.reduce((sum, p) => sum + Math.round(p.use * 1000), 0) * meter.priceFen) / 1000);
  return (
    <Page>
      <StatusHead status={`${date} 扣费¥${fenToYuanString(total)}`} note={`${meter.name} · 单价${fenToYuanString(meter.priceFen)}元/${meter.unit}`} testId="day-charges-head" />
      <View className="ak-body ak-overlap">
        <Card title="每小时扣费">
          {hours.data === undefined ? (
            <QueryState query={hours} failedText="扣费明细加载失败" />
          ) : points.length === 0 ? (
            <Text className="dv-note">这一天没有扣费</Text>
          ) : (
            points.map((p) => (
              <View key={p.hour} className="mt-row">
                <Text>{p.hour.slice(11)}</Text>
                <Text>
                  {round3(p.use)}
                  {meter.unit} · ¥{fenToYuanString(costOf(p.use))}
                </Text>
              </View>
            ))
          )}
        </Card>
      </View>
    </Page>
  );
}
