import { navigation } from './navigation.web';

jest.mock('@remax/one', () => ({ navigateTo: jest.fn(), redirectTo: jest.fn(), navigateBack: jest.fn() }));

const location = { pathname: '/aster/pages/oauth-token-login/index', search: '?token=hand-off', assign: jest.fn(), replace: jest.fn() };
Object.assign(globalThis, { window: { location, history: { length: 2 } } });

// Issue 16 item 12: a relaunch (to home after a token login) must not leave the page it leaves in the history.
describe('web navigation', () => {
  it('relaunches by replacing the current history entry, under /aster', async () => {
    await navigation.reLaunch('/pages/index/index');
    expect(location.replace).toHaveBeenCalledWith('/aster/pages/index/index');
    expect(location.assign).not.toHaveBeenCalled();
  });
});
