import { okAnswer } from '@aster/core-api/testing';
import { recordedHouseActions } from '@screens/platform/houseActions';
import { shownUi } from '@screens/platform/ui';
import { openScreen } from '@screens/testing/openScreen';
import ErrorPage from './ErrorPage';

jest.mock('remax', () => ({ useQuery: () => ({ api: 'GET /tapp/v1/bill/list', message: '服务繁忙' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('error page', () => {
  it('shows api and message, and 联系客服 gives the customer-service WeChat to copy', async () => {
    shownUi.length = 0;
    recordedHouseActions.length = 0;
    const page = await openScreen(ErrorPage, { answers: { 'home/config': () => okAnswer({ customerServiceWechat: 'xingyu-kefu' }) } });
    expect(page.text()).toContain('服务繁忙');
    expect(page.text()).toContain('接口：GET /tapp/v1/bill/list');
    await page.tap('error-customer-service');
    expect(shownUi.find((shown) => shown.kind === 'modal')?.text).toBe('联系客服: 使用中有任何问题，请添加客服微信：xingyu-kefu');
    expect(recordedHouseActions).toEqual([{ kind: 'copyText', args: ['xingyu-kefu'] }]);
    expect(shownUi.filter((shown) => shown.kind === 'toast').map((shown) => shown.text)).toEqual(['复制成功']);
    page.unmount();
  });
});
