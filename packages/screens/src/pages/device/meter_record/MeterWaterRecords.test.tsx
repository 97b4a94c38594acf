import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { meterDetailOf } from '@screens/features/device/meterTesting';
import MeterRecordIndexPage from './MeterRecordIndexPage';

jest.mock('remax', () => ({ useQuery: () => ({ meterId: 'MH1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const allowances = [
  { todoTaskId: 'AW2', litres: 120, reason: '停水补偿', status: 'pending', createdAt: '2026-11-25T10:00:00+08:00', writtenAt: null },
  { todoTaskId: 'AW1', litres: 500, reason: '入住赠送热水', status: 'done', createdAt: '2026-11-20T10:00:00+08:00', writtenAt: '2026-11-21T19:30:00+08:00' },
];

describe('使用记录 of a water meter: its water allowances', () => {
  it('lists each allowance with its state, newest first, and the credit the processor holds', async () => {
    const page = await openScreen(MeterRecordIndexPage, {
      answers: {
        '/meter/detail': () => okAnswer(meterDetailOf()),
        '/charge-record': () => okAnswer({ records: [] }),
        '/water-allowances': () => okAnswer({ creditLitres: 500, allowances }),
      },
    });
    expect(page.byTestId('records-water-credit')?.children.join('')).toBe('剩余赠送水量 500 升');
    expect(page.byTestId('water-allowance-AW2')).toBeDefined();
    expect(page.text()).toContain('停水补偿 120升');
    expect(page.text()).toContain('11-25 10:00 · 待写入水表');
    expect(page.text()).toContain('入住赠送热水 500升');
    expect(page.text()).toContain('11-21 19:30 · 已写入水表');
    page.unmount();
  });

  it('shows no allowance card on an electricity meter, nor on a water meter that never had one', async () => {
    const electricity = await openScreen(MeterRecordIndexPage, {
      answers: { '/meter/detail': () => okAnswer(meterDetailOf({ deviceType: 2, unit: '度', name: '电表' })), '/charge-record': () => okAnswer({ records: [] }) },
    });
    expect(electricity.text()).not.toContain('赠送水量');
    expect(electricity.sent('/water-allowances')).toHaveLength(0);
    electricity.unmount();
    const none = await openScreen(MeterRecordIndexPage, {
      answers: { '/meter/detail': () => okAnswer(meterDetailOf()), '/charge-record': () => okAnswer({ records: [] }), '/water-allowances': () => okAnswer({ creditLitres: null, allowances: [] }) },
    });
    expect(none.text()).not.toContain('赠送水量');
    none.unmount();
  });
});
