import { okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { calledNumbers } from '@screens/platform/phoneCall';
import { openScreen } from '@screens/testing/openScreen';
import ManagerPage from './ManagerPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const manager = { contractId: '5', houseTitle: '合租·枫林雅苑 4居室', storeName: 'Aster寓·静安寺店', name: '张伟', photoUrl: 'https://api.test/static/managers/s06.svg', phone: '13910107185', workHours: '09:00-21:00', storeAddress: '上海市静安区愚园路 172 号', latitude: 31.22, longitude: 121.44 };

describe('manager', () => {
  it("shows the rented room's housekeeper and calls them", async () => {
    const screen = await openScreen(ManagerPage, { answers: { 'extra-service/managers': () => okAnswer([manager]) } });
    expect(screen.text()).toContain('张伟');
    expect(screen.text()).toContain('09:00-21:00');
    await screen.tap('xs-manager-call-5');
    expect(calledNumbers).toContain('13910107185');
    screen.unmount();
  });

  it('says so when nothing is rented, with the way to find a room', async () => {
    const screen = await openScreen(ManagerPage, { answers: { 'extra-service/managers': () => okAnswer([]) } });
    expect(screen.text()).toContain('您还没有在租的房间');
    await screen.tap('xs-find-house');
    expect(navigation.currentPage()).toBe('/pages/house/house_list/index');
    screen.unmount();
  });
});
