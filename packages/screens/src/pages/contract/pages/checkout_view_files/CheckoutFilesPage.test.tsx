import { okAnswer } from '@aster/core-api/testing';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import CheckoutFilesPage from './CheckoutFilesPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const settled = { id: '7', contractId: '5', contractNo: 'HTDEMO05', houseTitle: '静安寺', expectCheckoutDate: '2026-12-31', status: 'settled', statusText: '已结算', createdAt: '2026-11-23T10:00:00+08:00' };

describe('checkout_view_files', () => {
  it('lists the signed agreement and the settlement; without a checkout it says there is none yet', async () => {
    const page = await openLeasePage(CheckoutFilesPage, [
      ['checkout/v1/list', () => okAnswer([settled])],
      ['checkout/v1/agreement/5', () => okAnswer({ title: '房屋租赁退租协议', paragraphs: ['甲方…'], signPlaces: ['乙方（签署）'], signed: true, signedAt: '2026-11-23T11:00:00+08:00' })],
    ]);
    await page.settle();
    expect(page.text()).toContain('房屋租赁退租协议');
    expect(page.text()).toContain('已签署 2026-11-23');
    expect(page.text()).toContain('已结算');
    page.unmount();
    const none = await openLeasePage(CheckoutFilesPage, [['checkout/v1/list', () => okAnswer([])]]);
    expect(none.text()).toContain('暂无退租文件，申请退租后可在此查看');
    expect(none.sent('checkout/v1/agreement/5')).toHaveLength(0);
    none.unmount();
  });
});
