import { okAnswer } from '@aster/core-api/testing';
import { shownUi } from '@screens/platform/ui';
import { navigation } from '@screens/platform/navigation';
import { openScreen } from '@screens/testing/openScreen';
import AdditionalInfoPage from './AdditionalInfoPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('additional_info', () => {
  it('says why it asks, checks occupation and address by core-domain rule, saves and goes back', async () => {
    await navigation.reLaunch('/pages/wallet/wallet/index');
    await navigation.navigateTo('/pages/wallet/additional_info/index');
    const page = await openScreen(AdditionalInfoPage, { answers: { 'wallet/info': (request) => okAnswer(request.method === 'POST' ? { ok: true } : null) } });
    expect(page.text()).toContain('首次提现前，根据反洗钱规定需补充职业和常住地址');
    await page.type('ws-info-address', '上海');
    await page.tap('ws-info-save');
    expect(page.text()).toContain('请选择职业');
    expect(page.text()).toContain('请填写常住地址（至少5个字）');
    expect(page.sent('wallet/info').filter((request) => request.method === 'POST')).toHaveLength(0);

    await page.tap('ws-occupation-自由职业');
    await page.type('ws-info-address', '上海市徐汇区漕溪北路1号');
    await page.tap('ws-info-save');
    const posted = page.sent('wallet/info').filter((request) => request.method === 'POST');
    expect(JSON.parse(String(posted[0]?.data))).toEqual({ occupation: '自由职业', address: '上海市徐汇区漕溪北路1号' });
    expect(shownUi).toContainEqual({ kind: 'toast', text: '信息已保存' });
    expect(String(page.currentPage())).toContain('pages/wallet/wallet/index');
    page.unmount();
  });

  it('is prefilled with what was given before', async () => {
    const page = await openScreen(AdditionalInfoPage, { answers: { 'wallet/info': () => okAnswer({ occupation: '企业职员', address: '上海市徐汇区漕溪北路1号' }) } });
    expect(page.byTestId('ws-occupation-企业职员')?.props['aria-checked']).toBe(true);
    expect(page.value('ws-info-address')).toBe('上海市徐汇区漕溪北路1号');
    page.unmount();
  });
});
