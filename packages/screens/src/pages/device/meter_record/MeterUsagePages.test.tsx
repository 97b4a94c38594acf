import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { meterDetailOf } from '@screens/features/device/meterTesting';
import AnalyseRangeDetailHoursPage from './AnalyseRangeDetailHoursPage';
import AnalyseRangeDetailPage from './AnalyseRangeDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ meterId: 'ME1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const meter = () => okAnswer(meterDetailOf({ id: 'ME1001', model: 'device_meter', deviceType: 2, name: '电表', unit: '度', priceFen: 120 }));

describe('meter_record use pages', () => {
  it('by day: the range, its total, average and peak, each day newest first; a year on request, listed by month', async () => {
    const days = [
      { date: '2026-11-21', use: 5, costFen: 600 },
      { date: '2026-11-22', use: 8.5, costFen: 1_020 },
      { date: '2026-11-23', use: 6.5, costFen: 780 },
    ];
    const yearDays = [{ date: '2026-10-30', use: 4, costFen: 480 }, { date: '2026-10-31', use: 1.25, costFen: 150 }, ...days];
    let asked = 0;
    const dayUse = () => okAnswer({ unit: '度', points: (asked += 1) === 1 ? days : yearDays });
    const page = await openScreen(AnalyseRangeDetailPage, { answers: { '/meter/detail': meter, '/device/dayUse': dayUse } });
    expect(page.byTestId('usage-head')?.children.join('')).toBe('电表 · 按天用量');
    expect(page.byTestId('usage-summary')?.children.join('')).toBe('共20度，约24.00元；日均6.67度；最高2026-11-22，8.5度');
    expect(page.text().indexOf('2026-11-23')).toBeLessThan(page.text().indexOf('2026-11-21'));
    const month = JSON.parse(String(page.sent('/device/dayUse')[0]?.data)) as { startDate: string; endDate: string };
    await page.tap('usage-range-365');
    const year = JSON.parse(String(page.sent('/device/dayUse')[1]?.data)) as { startDate: string; endDate: string };
    expect(year.endDate).toBe(month.endDate);
    expect(year.startDate < month.startDate).toBe(true);
    expect(page.text()).toContain('每月用量2026-1120度 · ¥24.002026-105.25度 · ¥6.30');
    expect(page.text()).not.toContain('2026-11-23');
    page.unmount();
  });

  it('by hour: one day at a time, today first, with the day total', async () => {
    const hours = [
      { hour: '2026-11-24 07:00', use: 0.35 },
      { hour: '2026-11-24 20:00', use: 0.7 },
    ];
    const page = await openScreen(AnalyseRangeDetailHoursPage, { answers: { '/meter/detail': meter, '/device/hourUse': () => okAnswer({ unit: '度', points: hours }) } });
    expect(page.text()).toContain('合计1.05度');
    expect(page.text()).toContain('20:000.7度');
    const asked = JSON.parse(String(page.sent('/device/hourUse')[0]?.data)) as { startDate: string; endDate: string };
    expect(asked.startDate).toBe(asked.endDate);
    page.unmount();
  });
});
