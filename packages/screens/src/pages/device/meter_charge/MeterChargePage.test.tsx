import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { meterDetailOf } from '@screens/features/device/meterTesting';
import MeterChargePage from './MeterChargePage';

jest.mock('remax', () => ({ useQuery: () => ({ meterId: 'MH1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const answers = {
  '/meter/detail': () => okAnswer(meterDetailOf()),
  '/get-minimum-amount': () => okAnswer({ minimumFen: 1_000, presetsFen: [2_000, 5_000, 10_000] }),
  '/intelligent/meter/charge': () => okAnswer({ orderNo: 'PO1', amount: '50.00', topUpId: '1' }),
};

describe('meter_charge', () => {
  it('refuses an amount under the minimum and keeps it; a preset is paid through the pay module', async () => {
    const page = await openScreen(MeterChargePage, { answers });
    expect(page.byTestId('meter-charge-head')?.children.join('')).toContain('热水表充值');
    expect(page.text()).toContain('离线表：支付后在表旁蓝牙写入');
    await page.type('meter-amount', '9.9');
    await page.tap('meter-pay');
    expect(page.byTestId('meter-amount-problem')?.children.join('')).toBe('充值金额不能低于10.00元');
    expect(page.sent('/intelligent/meter/charge')).toHaveLength(0);
    await page.type('meter-amount', '');
    await page.tap('meter-pay');
    expect(page.byTestId('meter-amount-problem')?.children.join('')).toBe('请输入充值金额');
    await page.tap('meter-preset-50');
    await page.tap('meter-pay');
    expect(JSON.parse(String(page.sent('/intelligent/meter/charge')[0]?.data))).toEqual({ meterId: 'MH1001', amount: '50' });
    expect(page.sent('/prepay').length + page.sent('/pay-baofoo').length).toBe(1);
    page.unmount();
  });
});
