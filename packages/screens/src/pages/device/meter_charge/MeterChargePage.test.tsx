import type { TransportResponse } from '@aster/core-api';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { walletSummary } from '@screens/features/walletSettings/testing';
import { shownUi } from '@screens/platform/ui';
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
  '/meter/baozu/price': () => okAnswer({ priceFen: 3_000, unit: '吨' }),
};
const position = (meterId: string, name: string, chargeable = true, reason: string | null = null) => ({
  meterId,
  name,
  deviceType: 4,
  houseTitle: '静安寺 · 整租2室1厅',
  roomName: '我的房间',
  online: false,
  balance: '12.00',
  chargeable,
  reason,
});

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
    expect(JSON.parse(String(page.sent('/intelligent/meter/charge')[0]?.data))).toEqual({ meterId: 'MH1001', amount: '50', machineId: expect.stringMatching(/^\d+-\S{8}$/) });
    expect(page.sent('/prepay').length + page.sent('/pay-baofoo').length).toBe(1);
    page.unmount();
  });

  it('shows the unit price the server gives and where the money goes, and offers the other meters that take a top-up', async () => {
    const page = await openScreen(MeterChargePage, {
      answers: { ...answers, '/recharge-position': () => okAnswer({ positions: [position('MH1001', '热水表'), position('ME1001', '电表'), position('MC1001', '冷水表', false, '已退租清零')] }) },
    });
    expect(page.byTestId('meter-charge-price')?.children.join('')).toContain('单价30.00元/吨');
    expect(page.sent('/meter/baozu/price')[0]?.url).toContain('meterId=MH1001');
    expect(page.byTestId('meter-charge-position')?.children.join('')).toContain('热水表');
    expect(page.byTestId('meter-position-MC1001')).toBeUndefined();
    await page.tap('meter-position-ME1001');
    expect(page.currentPage()).toBe('/pages/device/meter_charge/index?meterId=ME1001');
    page.unmount();
  });

  it('offers no payment for a meter the server says takes no top-up, and says why', async () => {
    const page = await openScreen(MeterChargePage, {
      answers: { ...answers, '/recharge-position': () => okAnswer({ positions: [position('MH1001', '热水表', false, '该表已退租清零，本租约不再充值')] }) },
    });
    expect(page.byTestId('meter-charge-refused')?.children.join('')).toBe('该表已退租清零，本租约不再充值');
    await page.tap('meter-preset-50');
    // the pay button is disabled: nothing to tap
    await expect(page.tap('meter-pay')).rejects.toThrow('nothing to tap');
    expect(page.sent('/intelligent/meter/charge')).toHaveLength(0);
    page.unmount();
  });

  describe('paying from the wallet balance', () => {
    const paid = { topUpId: '77', meterId: 'MH1001', amountFen: 5_000, walletBalanceAfterFen: 10_000, meterBalanceFen: 1_200, awaitingWriteFen: 5_000, paidAt: 1 };
    const withWallet = (over: Parameters<typeof walletSummary>[0], payAnswer: () => TransportResponse = () => okAnswer(paid)) => ({
      ...answers,
      '/wallet/summary': () => okAnswer(walletSummary({ totalFen: 15_000, availableFen: 15_000, hasPassword: true, ...over })),
      '/intelligent/meter/pay-by-balance': payAnswer,
    });

    it('starts on 余额支付 when the wallet has money, asks the password and pays once with one request key, then shows the result', async () => {
      const page = await openScreen(MeterChargePage, { answers: withWallet({}) });
      expect(page.byTestId('meter-way-balance')?.props['aria-checked']).toBe(true);
      expect(page.text()).toContain('可用余额 ¥150.00');
      await page.tap('meter-preset-50');
      await page.tap('meter-pay');
      expect(page.byTestId('wallet-password-sheet')).toBeDefined();
      expect(page.text()).toContain('余额支付 ¥50.00');
      await page.type('wallet-password', '135790');
      await page.settle();
      const sent = page.sent('/intelligent/meter/pay-by-balance');
      expect(sent).toHaveLength(1);
      expect(JSON.parse(String(sent[0]?.data))).toEqual({ meterId: 'MH1001', amount: '50', password: '135790', requestKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
      expect(page.sent('/intelligent/meter/charge')).toHaveLength(0);
      expect(page.currentPage()).toBe('/pages/device/device_pay_result/index?recordId=77');
      page.unmount();
    });

    it('says 余额不足 for more than the balance and offers 在线支付, which pays through the pay module', async () => {
      const page = await openScreen(MeterChargePage, { answers: withWallet({ totalFen: 3_000, availableFen: 3_000 }) });
      await page.tap('meter-preset-50');
      expect(page.text()).toContain('余额不足（可用 ¥30.00）');
      await page.tap('meter-pay');
      expect(page.text()).toContain('余额不足，请选择其他支付方式');
      expect(page.byTestId('wallet-password-sheet')).toBeUndefined();
      expect(page.byTestId('meter-way-online')?.props['aria-checked']).toBe(true);
      expect(page.byTestId('meter-amount')?.props.value).toBe('50');
      await page.tap('meter-pay');
      expect(page.sent('/intelligent/meter/charge')).toHaveLength(1);
      expect(page.sent('/intelligent/meter/pay-by-balance')).toHaveLength(0);
      page.unmount();
    });

    it("keeps the sheet open on a wrong password and switches to 在线支付 when the server says the balance is short", async () => {
      let answer = () => businessErrorAnswer('WALLET_PASSWORD_WRONG', '支付密码错误，还可输入4次');
      const page = await openScreen(MeterChargePage, { answers: withWallet({}, () => answer()) });
      await page.tap('meter-preset-50');
      await page.tap('meter-pay');
      await page.type('wallet-password', '246801');
      await page.settle();
      expect(page.text()).toContain('支付密码错误，还可输入4次');
      expect(page.byTestId('wallet-password-sheet')).toBeDefined();
      answer = () => businessErrorAnswer('WALLET_BALANCE_LOW', '余额不足，请选择其他支付方式');
      await page.type('wallet-password', '135790');
      await page.settle();
      expect(page.byTestId('wallet-password-sheet')).toBeUndefined();
      expect(page.text()).toContain('余额不足，请选择其他支付方式');
      expect(page.byTestId('meter-way-online')?.props['aria-checked']).toBe(true);
      const keys = page.sent('/intelligent/meter/pay-by-balance').map((one) => (JSON.parse(String(one.data)) as { requestKey: string }).requestKey);
      // a refusal retires the key: the next confirmation is a new request
      expect(new Set(keys).size).toBe(2);
      page.unmount();
    });

    it('starts on 在线支付 for a tenant without a payment password; 余额支付 chosen asks to set one first', async () => {
      const page = await openScreen(MeterChargePage, { answers: withWallet({ hasPassword: false }) });
      expect(page.byTestId('meter-way-online')?.props['aria-checked']).toBe(true);
      await page.tap('meter-way-balance');
      expect(page.byTestId('meter-way-balance')?.props['aria-checked']).toBe(true);
      await page.tap('meter-preset-50');
      await page.tap('meter-pay');
      // the test shell confirms the dialog: 去设置
      expect(shownUi.some((one) => one.kind === 'modal' && one.text.includes('请先设置支付密码'))).toBe(true);
      expect(page.currentPage()).toBe('/pages/wallet/set_pwd/index');
      expect(page.sent('/intelligent/meter/pay-by-balance')).toHaveLength(0);
      expect(page.sent('/intelligent/meter/charge')).toHaveLength(0);
      page.unmount();
    });

    it('offers only 在线支付 when the backend has no wallet', async () => {
      const page = await openScreen(MeterChargePage, { answers });
      expect(page.byTestId('meter-way-balance')).toBeUndefined();
      await page.tap('meter-preset-50');
      await page.tap('meter-pay');
      expect(page.sent('/intelligent/meter/charge')).toHaveLength(1);
      page.unmount();
    });
  });
});
