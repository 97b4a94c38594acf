import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { meterDetailOf } from '@screens/features/device/meterTesting';
import MeterRecordIndexPage from './MeterRecordIndexPage';
import MeterStatementPage from './MeterStatementPage';

const query: Record<string, string> = { meterId: 'MH1001' };
jest.mock('remax', () => ({ useQuery: () => query }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const daysAgo = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
const zeroing = { id: '31', amountFen: 1_250, zeroedAt: `${daysAgo(1)}T10:30:00+08:00` };
const answers = {
  '/meter/detail': () => okAnswer(meterDetailOf({ balance: '0.00', balanceFen: 0 })),
  '/charge-record': () => okAnswer({ records: [] }),
  '/use-record': () => okAnswer({ unit: '吨', list: [{ date: daysAgo(2), use: 0.1, costFen: 300, readingEnd: 12.1 }] }),
  '/meter-zero-balance': () => okAnswer({ state: 'zeroed', online: false, balanceFen: 0, refundedFen: 1_250, records: [zeroing] }),
};

describe('meter_record: 退租清零 among the records', () => {
  it('使用记录 lists the zeroing as 退租清零 −¥X and leads to the wallet where the money went', async () => {
    const page = await openScreen(MeterRecordIndexPage, { answers });
    expect(page.text()).toContain('退租清零 −¥12.50');
    expect(page.text()).toContain('· 已退回钱包');
    await page.tap('zeroing-31');
    expect(page.currentPage()).toBe('/pages/wallet/financial_list/index');
    page.unmount();
  });

  it('充值扣费记录 has the zeroing as a line going out, newest first', async () => {
    const page = await openScreen(MeterStatementPage, { answers });
    expect(page.text()).toContain('退租清零（已退回钱包）');
    expect(page.text()).toContain('−¥12.50');
    expect(page.text().indexOf('退租清零')).toBeLessThan(page.text().indexOf('用量扣费'));
    await page.tap('statement-zeroing-31');
    expect(page.currentPage()).toBe('/pages/wallet/financial_list/index');
    page.unmount();
  });
});
