import { okAnswer } from '@aster/core-api/testing';
import { recordedHouseActions } from '@screens/platform/houseActions';
import { navigation } from '@screens/platform/navigation';
import { savedImages } from '@screens/platform/saveImage';
import { shownUi } from '@screens/platform/ui';
import { openScreen } from '@screens/testing/openScreen';
import { cityChoice } from '@screens/features/wechat/cityChoice';
import { act } from 'react-test-renderer';
import AddPage from './AddPage';

jest.mock('remax', () => ({ useQuery: () => ({ cityId: '1' }) }));
const mockPageEvents: Record<string, () => void> = {};
jest.mock('remax/macro', () => ({ usePageEvent: (name: string, handler: () => void) => (mockPageEvents[name] = handler) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const QR = 'http://127.0.0.1:8080/static/wechat-qr/aster-kefu-beijing.svg';

describe('添加微信', () => {
  it("shows the chosen city's account, saves its QR code, copies the WeChat id with 复制成功 and leads to 选择城市", async () => {
    const page = await openScreen(AddPage, {
      openedFrom: '/pages/wechat/add/index?cityId=1',
      answers: { 'company/wechat-city': () => okAnswer({ cityId: 1, cityName: '北京', name: 'Aster租房服务号·北京租户服务', wechatId: 'aster-kefu-beijing', qrCodeUrl: QR, note: '添加后发送「北京+门店名」' }) },
    });
    expect(page.sent('company/wechat-city')[0]?.url).toContain('cityId=1');
    expect(page.text()).toContain('Aster租房服务号·北京租户服务');
    await page.tap('wx-save');
    expect(savedImages).toEqual([QR]);
    expect(shownUi.filter((shown) => shown.kind === 'toast').at(-1)?.text).toBe('已保存到相册');
    await page.tap('wx-copy');
    expect(recordedHouseActions.at(-1)).toEqual({ kind: 'copyText', args: ['aster-kefu-beijing'] });
    expect(shownUi.filter((shown) => shown.kind === 'toast').at(-1)?.text).toBe('复制成功');
    await page.tap('wx-choose-city');
    expect(navigation.currentPage()).toBe('/pages/wechat/chooseCity/index');
    // Back from 选择城市 with 广州: that city's account is asked.
    cityChoice.choose(3);
    await act(async () => mockPageEvents.onShow?.());
    await page.settle();
    expect(page.sent('company/wechat-city').at(-1)?.url).toContain('cityId=3');
    page.unmount();
  });
});
