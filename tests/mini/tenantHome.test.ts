import { type Platform, textContent } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The tenant card on home in the built WeChat and Alipay bundles (issue 46): the door opened in one tap through the
// gateway, and the rent due that the bill centre shows.
describe.each(platforms)('the tenant home in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('opens the door in one tap and names the rent the bill centre names', async () => {
    const tenant = await apps.server.loginByPhone(DEMO_TENANT_MOBILE);
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/index/index' });
    const { shows, onPage, tap } = asTenant(app);
    const rent = () => app.currentPage().queryByTestId('tenant-home-bills');
    const rentText = () => {
      const node = rent();
      return node === undefined ? '' : textContent(node);
    };
    await waitFor(app, 'the rent due', () => rentText().includes('¥'));
    const amount = /¥([\d,]+\.\d{2})/.exec(rentText())?.[1];
    expect(amount).toBeDefined();

    await tap('home-door-open');
    await waitFor(app, 'the door', () => shows('远程开门：门已打开'));

    await tap('tenant-home-bills');
    await onPage('pages/bill/bill_list/index');
    await waitFor(app, 'the bill centre', () => shows('待支付（'));
    expect(app.currentPage().text()).toContain(`¥${amount ?? '-'}`);
  });
});
