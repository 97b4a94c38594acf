import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import PurchaseServicePage from './PurchaseServicePage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const OPTIONS = {
  packages: [
    { id: 'clean-deep', kind: 'cleaning', name: '深度保洁', description: '2名保洁师约3小时', price: '199.00', unit: '次', maxQuantity: 2 },
    { id: 'net-300m', kind: 'broadband', name: '300M宽带', description: '光纤入户', price: '60.00', unit: '月', maxQuantity: 12 },
  ],
  rooms: [{ id: '5', contractNo: 'HTDEMO05', houseTitle: '整租·和平家园 1室1厅' }],
  firstDate: '2026-11-22',
  lastDate: '2026-12-21',
};
const PREPAY = { channel: 'wechat', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p1', signType: 'RSA', paySign: 's' };

describe('purchase_service', () => {
  it("prices the package chosen by quantity within its maximum, and orders it for the tenant's room and day, then pays", async () => {
    const page = await openScreen(PurchaseServicePage, {
      answers: {
        '/service-package/options': () => okAnswer(OPTIONS),
        '/service-package/order': () => okAnswer({ orderNo: 'PO8', amount: '398.00' }),
        '/prepay': () => okAnswer(PREPAY),
      },
    });
    expect(page.text()).toContain('保洁 · 深度保洁¥199.00/次');
    expect(page.text()).toContain('¥199.00');
    await page.tap('service-quantity-plus');
    await page.tap('service-quantity-plus');
    expect(page.byTestId('service-quantity')?.children.join('')).toBe('2次');
    expect(page.text()).toContain('398.00');
    await page.tap('service-date-2026-11-24');
    await page.tap('service-buy');
    await page.settle();
    const sent = page.sent('/service-package/order').map((request) => JSON.parse(String(request.data)) as Record<string, unknown>);
    expect(sent).toEqual([expect.objectContaining({ packageId: 'clean-deep', contractId: '5', quantity: 2, serviceDate: '2026-11-24' })]);
    expect(page.sent('/pay/orders/PO8/prepay')).toHaveLength(1);
    await page.tap('service-package-net-300m');
    expect(page.byTestId('service-quantity')?.children.join('')).toBe('1月');
    page.unmount();
  });

  it('says a tenant without a room cannot buy yet', async () => {
    const page = await openScreen(PurchaseServicePage, { answers: { '/service-package/options': () => okAnswer({ ...OPTIONS, rooms: [] }) } });
    expect(page.byTestId('service-no-room')?.children.join('')).toContain('签约后即可为房间购买服务');
    expect(page.byTestId('service-buy')?.props['aria-disabled']).toBe(true);
    page.unmount();
  });
});
