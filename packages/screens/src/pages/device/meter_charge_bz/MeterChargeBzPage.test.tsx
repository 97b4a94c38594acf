import { okAnswer } from '@aster/core-api/testing';
import { meterDetailOf } from '@screens/features/device/meterTesting';
import { walletSummary } from '@screens/features/walletSettings/testing';
import { openScreen } from '@screens/testing/openScreen';
import MeterChargeBzPage from './MeterChargeBzPage';

jest.mock('remax', () => ({ useQuery: () => ({ meterId: 'MH1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('meter_charge_bz', () => {
  it("tops the operator's meter up from the wallet balance, as meter_charge does", async () => {
    const page = await openScreen(MeterChargeBzPage, {
      answers: {
        '/meter/detail': () => okAnswer(meterDetailOf()),
        '/get-minimum-amount': () => okAnswer({ minimumFen: 1_000, presetsFen: [2_000, 5_000] }),
        '/meter/baozu/price': () => okAnswer({ priceFen: 3_000, unit: '吨' }),
        '/wallet/summary': () => okAnswer(walletSummary({ totalFen: 8_000, availableFen: 8_000, hasPassword: true })),
        '/intelligent/meter/pay-by-balance': () =>
          okAnswer({ topUpId: '9', meterId: 'MH1001', amountFen: 2_000, walletBalanceAfterFen: 6_000, meterBalanceFen: 1_200, awaitingWriteFen: 2_000, paidAt: 1 }),
      },
    });
    expect(page.text()).toContain('可用余额 ¥80.00');
    await page.tap('meter-preset-20');
    await page.tap('meter-pay');
    await page.type('wallet-password', '135790');
    await page.settle();
    expect(page.sent('/intelligent/meter/pay-by-balance')).toHaveLength(1);
    expect(page.currentPage()).toBe('/pages/device/device_pay_result/index?recordId=9');
    page.unmount();
  });
});
