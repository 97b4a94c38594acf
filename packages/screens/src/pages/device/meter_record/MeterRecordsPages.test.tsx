import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { shownUi } from '@screens/platform/ui';
import { meterDetailOf } from '@screens/features/device/meterTesting';
import MeterDayChargesPage from './MeterDayChargesPage';
import MeterStatementPage from './MeterStatementPage';
import MeterReadingHistoryPage from './MeterReadingHistoryPage';
import MeterRecordIndexPage from './MeterRecordIndexPage';
import MeterTopUpDetailPage from './MeterTopUpDetailPage';

let query: Record<string, string> = { meterId: 'MH1001' };
jest.mock('remax', () => ({ useQuery: () => query }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

const records = [
  { id: '9', meterId: 'MH1001', amountFen: 3_000, createdAt: `${daysAgo(1)}T09:00:00+08:00`, paidAt: `${daysAgo(1)}T09:01:00+08:00`, orderNo: 'PO20261123', status: 'awaiting_write' },
  { id: '4', meterId: 'MH1001', amountFen: 5_000, createdAt: `${daysAgo(3)}T20:00:00+08:00`, paidAt: `${daysAgo(3)}T20:00:40+08:00`, orderNo: null, status: 'credited' },
  { id: '2', meterId: 'MH1001', amountFen: 5_000, createdAt: `${daysAgo(90)}T20:00:00+08:00`, paidAt: `${daysAgo(90)}T20:00:40+08:00`, orderNo: null, status: 'credited' },
];
const answers = {
  '/meter/detail': () => okAnswer(meterDetailOf()),
  '/charge-record': () => okAnswer({ records }),
  '/use-record': () => okAnswer({ unit: '吨', list: [{ date: daysAgo(1), use: 0.12, costFen: 360, readingEnd: 12.3 }, { date: daysAgo(2), use: 0.1, costFen: 300, readingEnd: 12.18 }] }),
  '/use-record-total': () => okAnswer({ unit: '吨', use: 0.22, costFen: 660, paidInFen: 8_000, days: 2 }),
};
const operation = (id: number, title: string) => ({ id: String(id), operation: 'recharge', title, channel: 'bluetooth', operator: '我', createdAt: `${daysAgo(id)}T20:00:00+08:00` });

describe('meter_record: 使用记录 and the pages under it', () => {
  afterEach(() => {
    query = { meterId: 'MH1001' };
  });

  it('使用记录 lists the latest top-ups with their state and leads to each one and to the statement', async () => {
    const page = await openScreen(MeterRecordIndexPage, { answers });
    expect(page.byTestId('records-head')?.children.join('')).toBe('热水表 · 使用记录');
    expect(page.text()).toContain('充值 ¥30.00');
    expect(page.text()).toContain('待写入表内');
    await page.tap('top-up-9');
    expect(page.currentPage()).toBe('/pages/device/meter_record/record_detail?meterId=MH1001&recordId=9');
    await page.tap('records-statement');
    expect(page.currentPage()).toBe('/pages/device/meter_record/charge_deductions?meterId=MH1001');
    expect(page.sent('/charge-record')[0]?.url).toContain('meterId=MH1001');
    page.unmount();
  });

  it('使用记录 shows the operation log as far as view-more-button says, 查看更多 for the rest, an entry\'s info, and the switch log', async () => {
    shownUi.length = 0;
    const list = Array.from({ length: 7 }, (_, i) => operation(i + 1, `蓝牙写入充值 ¥${i + 1}0.00`));
    const page = await openScreen(MeterRecordIndexPage, {
      answers: {
        ...answers,
        '/meter-operation-log/view-more-button': () => okAnswer({ show: true, previewSize: 5 }),
        '/meter-operation-log/3/info': () => okAnswer({ ...operation(3, '蓝牙写入充值 ¥30.00'), meterId: 'MH1001', meterName: '热水表', amountFen: 3_000, balanceAfterFen: 4_200, readingAfter: 12.3 }),
        '/meter-operation-log': () => okAnswer({ list, total: 7 }),
        '/operate-logs': () => okAnswer({ list: [{ id: '1', action: 'off', reason: '余额用完，自动断开', createdAt: `${daysAgo(2)}T03:00:00+08:00` }] }),
      },
    });
    expect(page.sent('/meter-operation-log')[0]?.url).toContain('meterId=MH1001');
    expect(page.sent('/meter-operation-log')[0]?.url).toContain('pageSize=1000');
    expect(page.byTestId('operation-5')).toBeDefined();
    expect(page.byTestId('operation-6')).toBeUndefined();
    await page.tap('operation-more');
    expect(page.byTestId('operation-7')).toBeDefined();
    expect(page.byTestId('operation-more')).toBeUndefined();
    await page.tap('operation-3');
    await page.settle();
    expect(shownUi).toContainEqual({ kind: 'modal', text: expect.stringContaining('蓝牙写入充值 ¥30.00: ') });
    expect(shownUi.find((one) => one.kind === 'modal')?.text).toContain('操作后余额 ¥42.00');
    expect(page.text()).toContain('余额用完，自动断开');
    page.unmount();
  });

  it('使用记录 shows no 查看更多 when view-more-button says there is no more', async () => {
    const page = await openScreen(MeterRecordIndexPage, {
      answers: {
        ...answers,
        '/meter-operation-log/view-more-button': () => okAnswer({ show: false, previewSize: 5 }),
        '/meter-operation-log': () => okAnswer({ list: [operation(1, '远程抄表')], total: 1 }),
      },
    });
    expect(page.byTestId('operation-1')).toBeDefined();
    expect(page.byTestId('operation-more')).toBeUndefined();
    page.unmount();
  });

  it('充值扣费记录 interleaves the month\'s top-ups (+) and daily charges (−), newest first, with the totals', async () => {
    const page = await openScreen(MeterStatementPage, { answers });
    expect(page.byTestId('statement-head')).toBeDefined();
    expect(page.sent('/use-record')[0]?.url).toContain('meterId=MH1001');
    expect(page.sent('/use-record-total')[0]?.url).toContain(`startDate=${daysAgo(30)}`);
    expect(page.text()).toContain('近30天 充值¥80.00 · 扣费¥6.60');
    const text = page.text();
    const at = (line: string) => text.indexOf(line);
    const lines = [`${daysAgo(1).slice(5)} 24:00  -3.60`, `${daysAgo(1).slice(5)} 09:01  +30.00`, `${daysAgo(2).slice(5)} 24:00  -3.00`, `${daysAgo(3).slice(5)} 20:00  +50.00`];
    for (const line of lines) expect(at(line)).toBeGreaterThanOrEqual(0);
    expect(lines.map(at)).toEqual([...lines.map(at)].sort((x, y) => x - y));
    expect(page.byTestId('statement-top-up-2')).toBeUndefined();
    await page.tap(`statement-day-${daysAgo(2)}`);
    expect(page.currentPage()).toBe(`/pages/device/meter_record/charge_deduct_details?meterId=MH1001&date=${daysAgo(2)}`);
    page.unmount();
  });

  it('记录详情 says a paid top-up still waits to be written and leads to the meter; an early one has no order', async () => {
    query = { meterId: 'MH1001', recordId: '9' };
    const waiting = await openScreen(MeterTopUpDetailPage, { answers });
    expect(waiting.byTestId('top-up-head')?.children.join('')).toBe('¥30.00 · 待写入表内');
    expect(waiting.byTestId('top-up-waiting')).toBeDefined();
    await waiting.tap('top-up-order');
    expect(waiting.currentPage()).toBe('/pages/order/detail/index?orderNo=PO20261123');
    await waiting.tap('top-up-write');
    expect(waiting.currentPage()).toBe('/pages/device/meter4/index?meterId=MH1001');
    waiting.unmount();

    query = { meterId: 'MH1001', recordId: '2' };
    const early = await openScreen(MeterTopUpDetailPage, { answers });
    expect(early.text()).toContain('早期充值，无线上订单');
    expect(early.byTestId('top-up-waiting')).toBeUndefined();
    early.unmount();

    query = { meterId: 'MH1001', recordId: '777' };
    const missing = await openScreen(MeterTopUpDetailPage, { answers });
    expect(missing.text()).toContain('充值记录不存在');
    missing.unmount();
  });

  it('历史记录 shows the reading at each day\'s end and what the day used', async () => {
    const page = await openScreen(MeterReadingHistoryPage, {
      answers: { ...answers, '/read-logs': () => okAnswer({ unit: '吨', readings: [{ date: daysAgo(1), reading: 12.3 }, { date: daysAgo(2), reading: 12.18 }] }) },
    });
    expect(page.text()).toContain(`${daysAgo(1)}12.3吨（当日用0.12吨）`);
    expect(page.text()).toContain(`${daysAgo(2)}12.18吨`);
    page.unmount();
  });

  it('扣费明细 prices each hour of the day and totals it as the statement does', async () => {
    query = { meterId: 'MH1001', date: today };
    const page = await openScreen(MeterDayChargesPage, {
      answers: { ...answers, '/device/hourUse': () => okAnswer({ unit: '吨', points: [{ hour: `${today} 07:00`, use: 0.015 }, { hour: `${today} 21:00`, use: 0.035 }] }) },
    });
    expect(page.byTestId('day-charges-head')?.children.join('')).toBe(`${today} 扣费¥1.50`);
    expect(page.text()).toContain('07:000.015吨 · ¥0.45');
    expect(page.text()).toContain('21:000.035吨 · ¥1.05');
    page.unmount();
  });
});
