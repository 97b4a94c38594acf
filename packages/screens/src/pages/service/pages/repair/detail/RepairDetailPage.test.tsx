import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { shownUi } from '@screens/platform/ui';
import { navigation } from '@screens/platform/navigation';
import { repairOrder } from '@screens/features/workOrder/testing';
import RepairDetailPage from './RepairDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '21' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/workOrder/workOrder.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('repair detail', () => {
  it('shows each step with its promised deadline, marks the late one, urges and cancels', async () => {
    const page = await openScreen(RepairDetailPage, {
      openedFrom: '/pages/service/pages/repair/detail?id=21',
      answers: { 'work-order/21': () => okAnswer(repairOrder()), 'work-order/21/urge': () => okAnswer({ ok: true }), 'work-order/21/cancel': () => businessErrorAnswer('WORK_ORDER_CANNOT_CANCEL', '该工单已派单，无法取消') },
    });
    expect(page.text()).toContain('待受理');
    expect(page.text()).toContain('待受理受理已超时（承诺11-24 09:30前）');
    expect(page.byTestId('wo-step-accepted-overdue')).toBeDefined();
    expect(page.byTestId('wo-step-assigned-overdue')).toBeUndefined();
    expect(page.text()).toContain('承诺11-24 11:00前');
    expect(page.text()).toContain('11-25 05:00-08:00');
    await page.tap('wo-urge');
    expect(page.sent('work-order/21/urge')).toHaveLength(1);
    expect(shownUi.at(-1)?.text).toBe('已催促，我们会尽快处理');
    await page.tap('wo-cancel');
    expect(page.sent('work-order/21/cancel')).toHaveLength(1);
    expect(shownUi.at(-1)?.text).toBe('该工单已派单，无法取消');
    page.unmount();
  });

  it('shows the assigned worker with a call button, and a finished order leads to its rating', async () => {
    const order = repairOrder({ status: 'done', statusText: '待评价', overdue: false, canCancel: false, canUrge: false, worker: { name: '王师傅', phone: '13700137001' } });
    const page = await openScreen(RepairDetailPage, { openedFrom: '/pages/service/pages/repair/detail?id=21', answers: { 'work-order/21': () => okAnswer(order) } });
    expect(page.byTestId('wo-worker')).toBeDefined();
    expect(page.text()).toContain('王师傅');
    expect(page.byTestId('wo-cancel')).toBeUndefined();
    expect(page.byTestId('wo-urge')).toBeUndefined();
    await page.tap('wo-rate');
    expect(navigation.currentPage()).toBe('/pages/service/pages/add_comment/index?id=21');
    page.unmount();
  });
});
