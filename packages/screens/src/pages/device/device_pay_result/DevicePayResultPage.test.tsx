import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { meterDetailOf } from '@screens/features/device/meterTesting';
import DevicePayResultPage from './DevicePayResultPage';

jest.mock('remax', () => ({ useQuery: () => ({ recordId: '12' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const record = (status: 'credited' | 'awaiting_write' | 'unpaid', online: boolean) => ({
  id: '12',
  meterId: online ? 'ME1' : 'MH1',
  amountFen: 5_000,
  createdAt: '2026-11-24T20:00:00+08:00',
  paidAt: status === 'unpaid' ? null : '2026-11-24T20:00:30+08:00',
  orderNo: 'PO1',
  status,
});
/** charge-record by recordId, then the meter it is for. */
const topUp = (status: 'credited' | 'awaiting_write' | 'unpaid', online: boolean) => ({
  '/intelligent/meter/charge-record': () => okAnswer({ records: [record(status, online)] }),
  '/meter/detail': () =>
    okAnswer(
      meterDetailOf(
        online
          ? { id: 'ME1', model: 'device_meter', deviceType: 2, name: '电表', online: true, balance: '136.40', balanceFen: 13_640, unit: '度' }
          : { id: 'MH1', name: '热水表', balanceFen: 1_200 },
      ),
    ),
});

describe('device_pay_result (a meter top-up after payment)', () => {
  it('says an online top-up is credited with the balance, and leads to the meter', async () => {
    const page = await openScreen(DevicePayResultPage, { answers: topUp('credited', true) });
    expect(page.byTestId('top-up-result')?.children.join('')).toBe('充值成功 ¥50.00');
    expect(page.byTestId('top-up-result-note')?.children.join('')).toBe('已到账，当前余额¥136.40');
    await page.tap('top-up-meter');
    expect(page.currentPage()).toBe('/pages/device/device_meter/index?meterId=ME1');
    // asked by the record's id alone: the link names no meter
    expect(page.sent('/intelligent/meter/charge-record')[0]?.url).toContain('recordId=12');
    expect(page.sent('/intelligent/meter/charge-record')[0]?.url).not.toContain('meterId');
    expect(page.sent('/meter/detail')[0]?.url).toContain('meterId=ME1');
    page.unmount();
  });

  it('says an offline meter\'s top-up waits to be written beside it and leads there', async () => {
    const page = await openScreen(DevicePayResultPage, { answers: topUp('awaiting_write', false) });
    expect(page.byTestId('top-up-result')?.children.join('')).toBe('已支付 ¥50.00，待写入表内');
    expect(page.byTestId('top-up-result-note')?.children.join('')).toContain('在表的页面点击“蓝牙写入”');
    expect(page.text()).toContain('去写入');
    await page.tap('top-up-meter');
    expect(page.currentPage()).toBe('/pages/device/meter4/index?meterId=MH1');
    page.unmount();
  });

  it('offers to top up again when the order was not paid, and says when the record is not the tenant\'s', async () => {
    const unpaid = await openScreen(DevicePayResultPage, { answers: topUp('unpaid', false) });
    expect(unpaid.byTestId('top-up-result')?.children.join('')).toBe('¥50.00 尚未支付');
    await unpaid.tap('top-up-retry');
    expect(unpaid.currentPage()).toBe('/pages/device/meter_charge/index?meterId=MH1');
    unpaid.unmount();

    const stranger = await openScreen(DevicePayResultPage, { answers: { '/intelligent/meter/charge-record': () => businessErrorAnswer('METER_TOP_UP_NOT_FOUND', '充值记录不存在') } });
    expect(stranger.text()).toContain('充值结果加载失败');
    stranger.unmount();
  });
});
