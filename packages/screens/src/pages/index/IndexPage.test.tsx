import { okAnswer } from '@aster/core-api/testing';
import { openScreen, tenantSession } from '@screens/testing/openScreen';
import { storage } from '@screens/platform/storage';
import IndexPage from './IndexPage';
import { forgetHomeBaseHashes } from './freshHomeBase';
import { popupSeenKey } from './popupSeen';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/macro', () => ({ usePageEvent: () => undefined }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button', Swiper: 'swiper', SwiperItem: 'swiper-item' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const BASE = { iconConfig: [], adList: [], mineContracts: [], mineActivities: [] };
const popup = (id: string) => ({ id, positionType: 4, imageUrl: `https://api.test/popup-${id}.svg`, title: '社区活动报名中', linkUrl: '/aster/pages/activity/activity' });
const answers = (popupId: string) => ({
  'home/banners': () => okAnswer([popup(popupId)]),
  'home/base': () => okAnswer(BASE),
  'home/base-hash': () => okAnswer({ hash: 'h' }),
  'home/ui': () => okAnswer({ navbarColor: '#ff7a1a', navbarFontColor: '#ffffff', color: '#ff7a1a' }),
  'contract/list': () => okAnswer([]),
});
const session = { ...tenantSession(), city: { cityId: 107, cityName: '上海' } };

describe('the home popup (banner position 4)', () => {
  beforeEach(() => {
    forgetHomeBaseHashes();
    storage.remove(popupSeenKey(session.userId));
  });

  it('closes with one tap, stays closed on the next visit, and shows again for another activity', async () => {
    const first = await openScreen(IndexPage, { answers: answers('9'), session });
    expect(first.byTestId('home-popup-close')).toBeDefined();
    await first.tap('home-popup-close');
    expect(first.byTestId('home-popup-close')).toBeUndefined();
    first.unmount();

    const again = await openScreen(IndexPage, { answers: answers('9'), session });
    expect(again.text()).toContain('上海');
    expect(again.byTestId('home-popup-close')).toBeUndefined();
    again.unmount();

    const next = await openScreen(IndexPage, { answers: answers('10'), session });
    expect(next.byTestId('home-popup-close')).toBeDefined();
    next.unmount();
  });
});
