import { okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openScreen } from '@screens/testing/openScreen';
import { rentedContract, repairOrder, visitTime } from '@screens/features/workOrder/testing';
import ComplaintAddPage from './ComplaintAddPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/workOrder/workOrder.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const complaintSetting = { type: 3, categories: ['噪音扰民', '其他'], acceptMinutes: 60, assignMinutes: 1440, visitMinutes: 2880, doneMinutes: 1440, needsVisit: false };

describe('complaint add', () => {
  it('asks the complaint settings (type 3), needs no visit time, and sends without one', async () => {
    const page = await openScreen(ComplaintAddPage, {
      answers: {
        'work-order-setting/v1': () => okAnswer(complaintSetting),
        'work-order-setting/v1/time': () => okAnswer(visitTime),
        'contract/list': () => okAnswer([rentedContract()]),
        'work-order/add': () => okAnswer(repairOrder({ id: '41', kind: 'complaint' })),
      },
    });
    expect(page.sent('work-order-setting/v1')[0]?.url).toContain('type=3');
    expect(page.byTestId('wo-slot-0')).toBeUndefined();
    await page.tap('wo-category-噪音扰民');
    await page.type('wo-description', '楼上半夜很吵');
    await page.tap('wo-submit');
    const sent = JSON.parse(page.sent('work-order/add')[0]?.data ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: 'complaint', category: '噪音扰民', description: '楼上半夜很吵', photoIds: [] });
    expect(sent.visitStart).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigation.currentPage()).toBe('/pages/service/pages/complaint/detail?id=41');
    page.unmount();
  });

  it('says so when the tenant rents no room', async () => {
    const page = await openScreen(ComplaintAddPage, {
      answers: { 'work-order-setting/v1': () => okAnswer(complaintSetting), 'work-order-setting/v1/time': () => okAnswer(visitTime), 'contract/list': () => okAnswer([rentedContract({ status: 'checked_out' })]) },
    });
    expect(page.text()).toContain('您还没有在租的房间，签约入住后即可使用');
    page.unmount();
  });
});
