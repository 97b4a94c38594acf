import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { navigation } from '@screens/platform/navigation';
import { repairOrder } from '@screens/features/workOrder/testing';
import EvaluationListPage from './EvaluationListPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/workOrder/workOrder.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('evaluation list', () => {
  it('lists finished orders of every kind, those to rate first, each opening its rating', async () => {
    const orders = [
      repairOrder({ id: '1', kind: 'clean', status: 'rated', statusText: '已评价', category: '深度保洁' }),
      repairOrder({ id: '2', status: 'submitted' }),
      repairOrder({ id: '3', status: 'done', statusText: '待评价' }),
    ];
    const page = await openScreen(EvaluationListPage, { answers: { 'work-order/list': () => okAnswer(orders) } });
    expect(page.sent('work-order/list')[0]?.url).not.toContain('kind=');
    expect(page.byTestId('evaluation-2')).toBeUndefined();
    expect(page.text().indexOf('去评价')).toBeLessThan(page.text().indexOf('已评价'));
    await page.tap('evaluation-3');
    expect(navigation.currentPage()).toBe('/pages/service/pages/evaluation/add?id=3');
    await page.tap('evaluation-1');
    expect(navigation.currentPage()).toBe('/pages/service/pages/evaluation/detail?id=1');
    page.unmount();
  });
});
