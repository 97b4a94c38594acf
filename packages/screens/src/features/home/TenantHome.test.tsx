import * as React from 'react';
import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { billOf } from '@screens/features/bills/testing';
import { lockDetailOf } from '@screens/features/device/testing';
import { rentedContract } from '@screens/features/workOrder/testing';
import { TenantHome, nextBillDue } from './TenantHome';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const Home = () => <TenantHome refreshes={0} />;

const meter = { id: 'EM1001', model: 'device_meter', deviceType: 2, name: '电表', houseTitle: '静安寺', roomName: '我的房间', online: true, balance: '35.20', balanceFen: 3520 };
const order = (id: string, status: string) => ({ id, kind: 'repair', status, statusText: status, category: '水管漏水', description: '漏水', houseTitle: '静安寺', createdAt: 0, overdue: false });

const tenantAnswers = (over: Record<string, () => unknown> = {}) => ({
  'contract/list': () => okAnswer([rentedContract()]),
  'intelligent/locks': () => okAnswer([lockDetailOf({ model: 'lock3', id: 'LK3' }), lockDetailOf()]),
  'bill/list': () =>
    okAnswer({
      bills: [billOf({ id: '1', status: 'paid', payable: false, dueDate: '2020-01-01' }), billOf({ id: '42', dueDate: '2999-03-05', amount: '9000.00' }), billOf({ id: '41', dueDate: '2999-01-05', amount: '8751.83' })],
      unpaidCount: 2,
      unpaidAmount: '17751.83',
    }),
  'intelligent/meter/list': () => okAnswer([meter]),
  'work-order/list': () => okAnswer([order('1', 'submitted'), order('2', 'visiting'), order('3', 'done'), order('4', 'cancelled')]),
  ...over,
});

describe('the tenant card on home', () => {
  it('shows the next rent due as the bill list says it, the meters, the open repairs, and opens the door in one tap', async () => {
    const page = await openScreen(Home, { answers: { ...tenantAnswers(), '/remote-open': () => okAnswer({ result: 'opened', message: '门已打开' }) } });
    expect(page.byTestId('tenant-home')).toBeDefined();
    const text = page.text();
    expect(text).toContain('¥8,751.83 · 2999-01-05到期');
    expect(text).toContain('余额 ¥35.20');
    expect(text).toContain('2单');
    // The lock the lock page opens without a lockId: the gateway lock, not the first of the list.
    expect(page.text()).toContain('房间门锁');
    await page.tap('home-door-open');
    expect(page.sent('/LK1001/remote-open')).toHaveLength(1);
    expect(page.byTestId('lock-remote-outcome')?.children.join('')).toBe('远程开门：门已打开');
    await page.tap('tenant-home-bills');
    expect(page.currentPage()).toBe('/pages/bill/bill_list/index');
    page.unmount();
  });

  it('says an overdue bill is late, and sends a Bluetooth-only lock to its page', async () => {
    const page = await openScreen(Home, {
      answers: tenantAnswers({
        'intelligent/locks': () => okAnswer([lockDetailOf({ model: 'lock3', id: 'LK3' })]),
        'bill/list': () => okAnswer({ bills: [billOf({ id: '7', dueDate: '2020-01-05', status: 'overdue', amount: '43.20' })], unpaidCount: 1, unpaidAmount: '43.20' }),
      }),
    });
    expect(page.text()).toMatch(/¥43\.20 · 已逾期\d+天/);
    expect(page.byTestId('home-door-open')).toBeUndefined();
    await page.tap('home-door-page');
    expect(page.currentPage()).toBe('/pages/device/lock3/index?lockId=LK3');
    expect(page.sent('remote-open')).toHaveLength(0);
    page.unmount();
  });

  it('shows nothing, and asks nothing more, for someone without a lived-in lease', async () => {
    const page = await openScreen(Home, { answers: tenantAnswers({ 'contract/list': () => okAnswer([rentedContract({ status: 'awaiting_sign' })]) }) });
    expect(page.byTestId('tenant-home')).toBeUndefined();
    expect(page.sent('bill/list')).toHaveLength(0);
    expect(page.sent('intelligent/locks')).toHaveLength(0);
    page.unmount();
  });

  it('leaves out the rows of extensions a spec-only backend does not serve, and never asks them', async () => {
    const page = await openScreen(Home, { answers: tenantAnswers(), extensions: [] });
    expect(page.byTestId('tenant-home')).toBeDefined();
    expect(page.text()).toContain('余额 ¥35.20');
    expect(page.byTestId('tenant-home-bills')).toBeUndefined();
    expect(page.byTestId('tenant-home-repairs')).toBeUndefined();
    expect(page.sent('bill/list')).toHaveLength(0);
    expect(page.sent('work-order/list')).toHaveLength(0);
    page.unmount();
  });

  it('takes the earliest payable bill as the next one due', () => {
    expect(nextBillDue([billOf({ id: 'a', dueDate: '2026-12-05' }), billOf({ id: 'b', dueDate: '2026-11-05', status: 'paid', payable: false }), billOf({ id: 'c', dueDate: '2026-11-25', status: 'overdue' })])?.id).toBe('c');
    expect(nextBillDue([billOf({ status: 'paid', payable: false })])).toBeUndefined();
  });
});
