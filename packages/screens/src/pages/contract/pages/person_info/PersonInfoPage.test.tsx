import { okAnswer } from '@aster/core-api/testing';
import { pageLink } from '@aster/core-domain';
import { type Answers, openScreen } from '@screens/testing/openScreen';
import PersonInfoPage from './PersonInfoPage';

const PAPER = '/pages/contract/pages/view_contract_paper/index?contractId=7';
jest.mock('remax', () => ({ useQuery: () => ({ redirectUrl: '/pages/contract/pages/view_contract_paper/index?contractId=7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const verified = { name: '张三', idType: 'id_card', idNumberMasked: '11**************2X', phone: '138****8000', email: '', emergencyContactName: '', emergencyContactPhone: '', occupation: '', company: '', verified: true };
const open = (answers: Answers) => openScreen(PersonInfoPage, { answers, openedFrom: pageLink('pages/contract/pages/view_contract_paper/index', { contractId: '7' }) });

describe('person_info', () => {
  it("shows a verified tenant's name and masked ID read-only: nothing to type over, the rest saved with them", async () => {
    const page = await open({ 'aster/person-info': (request) => okAnswer(request.method === 'POST' ? { ...verified, email: 'zhangsan@example.com' } : verified) });
    expect(page.byTestId('person-verified-name')).toBeDefined();
    expect(page.text()).toContain('张三');
    expect(page.text()).toContain('11**************2X');
    expect(page.text()).toContain('签署合同将使用以上实名信息');
    // Neither the name nor the ID can be typed, nor the ID type changed.
    expect(page.byTestId('person-name')).toBeUndefined();
    expect(page.byTestId('person-idNumber')).toBeUndefined();
    expect(page.byTestId('person-id-type-passport')).toBeUndefined();
    expect(page.byTestId('person-id-edit')).toBeUndefined();

    await page.type('person-email', 'zhangsan@example.com');
    await page.tap('person-save');
    await page.settle();
    const sent = JSON.parse(String(page.sent('aster/person-info').find((request) => request.method === 'POST')?.data)) as Record<string, unknown>;
    // The verified identity as it is on file: the ID number is never sent back.
    expect(sent).toMatchObject({ name: '张三', idType: 'id_card', idNumber: '', email: 'zhangsan@example.com' });
    expect(page.currentPage()).toBe(PAPER);
    page.unmount();
  });

  it('lets a tenant not yet verified type the name and the ID', async () => {
    const page = await open({ 'aster/person-info': () => okAnswer(null) });
    expect(page.byTestId('person-verified')).toBeUndefined();
    expect(page.byTestId('person-name')).toBeDefined();
    expect(page.byTestId('person-idNumber')).toBeDefined();
    page.unmount();
  });
});
