import { okAnswer } from '@aster/core-api/testing';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import ApplyRentDetailPage from './ApplyRentDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '3' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const renewal = { id: '3', contractId: '5', contractNo: 'HTDEMO05', houseTitle: '静安寺 · 精装一居室', leaseMonths: 12, startDate: '2027-06-01', endDate: '2028-05-31', rent: '3500.00', remark: '希望保留原房间', status: 'applied', statusText: '待管家确认', createdAt: '2026-11-22T10:00:00+08:00' };

describe('applyRentDetail', () => {
  it('shows the term and rent asked for and cancels while waiting', async () => {
    const page = await openLeasePage(ApplyRentDetailPage, [
      ['renewal/v1/close/3', () => okAnswer({ ...renewal, status: 'closed', statusText: '已取消', closedAt: '2026-11-23T10:00:00+08:00' })],
      ['renewal/v1/list/3', () => okAnswer(renewal)],
    ]);
    expect(page.text()).toContain('2027-06-01至2028-05-31');
    expect(page.text()).toContain('¥3,500.00');
    expect(page.text()).toContain('希望保留原房间');
    await page.tap('apply-rent-detail-cancel');
    await page.settle();
    expect(page.sent('renewal/v1/close/3')).toHaveLength(1);
    page.unmount();
  });

  it('a declined request says why and offers nothing to do', async () => {
    const page = await openLeasePage(ApplyRentDetailPage, [
      ['renewal/v1/list/3', () => okAnswer({ ...renewal, status: 'rejected', statusText: '未通过', reply: '房源已另有安排', decidedAt: '2026-11-23T10:00:00+08:00' })],
    ]);
    expect(page.text()).toContain('未通过：房源已另有安排');
    expect(page.byTestId('apply-rent-detail-cancel')).toBeUndefined();
    page.unmount();
  });
});
