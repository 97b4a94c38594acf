import { okAnswer } from '@aster/core-api/testing';
import { recordedHouseActions } from '@screens/platform/houseActions';
import { shownUi } from '@screens/platform/ui';
import { askedWorkChats } from '@screens/platform/workChat';
import { openScreen } from '@screens/testing/openScreen';
import ServicetelPage from './ServicetelPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('服务电话: 在线客服', () => {
  it('offers the customer service even when the phone list fails', async () => {
    shownUi.length = 0;
    recordedHouseActions.length = 0;
    askedWorkChats.length = 0;
    const page = await openScreen(ServicetelPage, {
      answers: {
        'home/config': () => okAnswer({ customerServiceWechat: 'aster-kefu', customerServiceUrl: 'https://work.weixin.qq.com/kfid/kfc-aster-demo' }),
        'service-phones': () => ({ status: 500, headers: {}, data: '' }),
      },
    });
    await page.tap('xs-customer-service');
    expect(askedWorkChats).toEqual(['https://work.weixin.qq.com/kfid/kfc-aster-demo']);
    expect(shownUi.find((shown) => shown.kind === 'modal')?.text).toBe('联系客服: 使用中有任何问题，请添加客服微信：aster-kefu');
    expect(recordedHouseActions).toEqual([{ kind: 'copyText', args: ['aster-kefu'] }]);
    page.unmount();
  });
});
