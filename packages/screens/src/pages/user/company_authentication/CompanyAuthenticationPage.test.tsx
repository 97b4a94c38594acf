import { okAnswer } from '@aster/core-api/testing';
import { openPage, tenantSession } from '@screens/features/identity/testing/openPage';
import { fakePhotos } from '@screens/platform/photos';
import { navigation } from '@screens/platform/navigation';
import CompanyAuthenticationPage from './CompanyAuthenticationPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));
jest.mock('@screens/features/user/userForms.css', () => ({}));

const LICENCE_ID = 'L'.repeat(32);
const body = (request: { data?: unknown }) => JSON.parse(String(request.data)) as Record<string, unknown>;

describe('company_authentication', () => {
  beforeEach(() => fakePhotos.reset());

  it('checks the credit code by its GB 32100 check character and asks for the licence photo before sending', async () => {
    const page = await openPage(CompanyAuthenticationPage, { 'user-bizAuth-url': () => okAnswer(null) }, tenantSession({ truth: 1, authBinding: 1 }));
    await page.type('company-companyName', '上海阿斯特科技有限公司');
    await page.type('company-creditCode', '91350100M000100Y44');
    await page.type('company-legalPerson', '陈经理');
    await page.tap('company-submit');
    expect(page.text()).toContain('请输入正确的18位统一社会信用代码');
    expect(page.text()).toContain('请上传营业执照照片');
    expect(page.sent('user-bizInfo-submit')).toHaveLength(0);
    expect(page.value('company-creditCode')).toBe('91350100M000100Y44');
  });

  it('sends the licence with its uploaded photo, then opens the result', async () => {
    fakePhotos.next = [{ path: 'licence.jpg' }];
    fakePhotos.answer = () => Promise.resolve({ status: 200, body: JSON.stringify({ errorCode: '0', message: '', data: { id: LICENCE_ID, size: 10 } }) });
    const page = await openPage(
      CompanyAuthenticationPage,
      {
        'user-bizAuth-url': () => okAnswer(null),
        'user-bizInfo-submit': () => okAnswer({ id: 7, companyName: '上海阿斯特科技有限公司', creditCode: '913501**********43', legalPerson: '陈*理', status: 'approved', role: 'owner', shareCode: 'share-code-123', createdAt: 0 }),
      },
      tenantSession({ truth: 1, authBinding: 1 }),
    );
    await page.tap('company-licence-album');
    await page.settle();
    await page.type('company-companyName', '上海阿斯特科技有限公司');
    await page.type('company-creditCode', '91350100m000100y43');
    await page.type('company-legalPerson', '陈经理');
    await page.tap('company-submit');
    await page.settle();
    expect(body(page.sent('user-bizInfo-submit')[0] ?? {})).toEqual({ companyName: '上海阿斯特科技有限公司', creditCode: '91350100M000100Y43', legalPerson: '陈经理', licencePhotoId: LICENCE_ID });
    expect(navigation.currentPage()).toBe('/pages/user/company_authentication/result?id=7');
  });

  it('asks a tenant without a real name to do that first', async () => {
    const page = await openPage(CompanyAuthenticationPage, { 'user-bizAuth-url': () => okAnswer(null) });
    expect(page.text()).toContain('请先完成个人实名认证');
    expect(page.byTestId('company-submit')).toBeUndefined();
  });
});
