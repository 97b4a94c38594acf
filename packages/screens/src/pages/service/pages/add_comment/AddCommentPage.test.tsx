import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { repairOrder } from '@screens/features/workOrder/testing';
import AddCommentPage from './AddCommentPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '21' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/workOrder/workOrder.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const done = repairOrder({ status: 'done', statusText: '待评价', worker: { name: '王师傅', phone: '13700137001' } });

describe('add_comment', () => {
  it('asks for stars, keeps the words when sending fails, then sends stars and words', async () => {
    let attempts = 0;
    const page = await openScreen(AddCommentPage, {
      openedFrom: '/pages/service/pages/add_comment/index?id=21',
      answers: { 'work-order/21': () => okAnswer(done), 'work-order/21/rate': () => (++attempts === 1 ? businessErrorAnswer('-1', '网络异常') : okAnswer({ ok: true })) },
    });
    await page.type('wo-comment', '修得很快');
    await page.tap('wo-rate-submit');
    expect(page.alerts().join()).toContain('请选择评分');
    expect(page.sent('work-order/21/rate')).toHaveLength(0);
    await page.tap('wo-star-4');
    expect(page.text()).toContain('满意');
    await page.tap('wo-rate-submit');
    expect(page.value('wo-comment')).toBe('修得很快');
    await page.tap('wo-rate-submit');
    expect(page.sent('work-order/21/rate').map((request) => JSON.parse(request.data ?? '{}') as unknown)).toEqual([
      { stars: 4, content: '修得很快' },
      { stars: 4, content: '修得很快' },
    ]);
    page.unmount();
  });

  it('says an order not yet done cannot be rated', async () => {
    const page = await openScreen(AddCommentPage, { openedFrom: '/pages/service/pages/add_comment/index?id=21', answers: { 'work-order/21': () => okAnswer(repairOrder()) } });
    expect(page.text()).toContain('工单完成后才能评价');
    expect(page.byTestId('wo-rate-submit')).toBeUndefined();
    page.unmount();
  });
});
