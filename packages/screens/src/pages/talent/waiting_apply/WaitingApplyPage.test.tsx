import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import type { TalentApplication, TalentMine, TalentProgramme } from '@aster/core-domain';
import { fakePhotos } from '@screens/platform/photos';
import { navigation } from '@screens/platform/navigation';
import { storage } from '@screens/platform/storage';
import { openScreen } from '@screens/testing/openScreen';
import WaitingApplyPage from './WaitingApplyPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/booking/booking.css', () => ({}));

const programme: TalentProgramme = {
  name: '人才安居租赁计划',
  cityName: '上海',
  organiser: 'Aster寓受上海市人才服务中心委托运营',
  rules: { minDegree: 'bachelor', minInsuranceMonths: 6, insuranceExemptLevels: ['leading'], noHomeInCity: true, rentPercent: 70, maxStayMonths: 36, maxHouseholdSize: 3, maxProjects: 2 },
  eligibility: ['本科及以上学历'],
  projects: [{ id: 'zhangjiang', name: '张江人才公寓', district: '浦东新区', address: '祖冲之路2290弄', coverUrl: '', rentFromFen: 294_000, vacancies: 5, queueLength: 6 }],
};
const verified: TalentMine = { verified: true, name: '张*', idNumber: '11**************2X', application: null };
const sentApplication: TalentApplication = {
  id: '9',
  applicationNo: 'RC2026112100009',
  status: 'reviewing',
  statusText: '待审核',
  employer: '上海张江科技有限公司',
  degree: 'master',
  talentLevel: 'none',
  insuranceMonths: 12,
  householdSize: 1,
  projects: [{ id: 'zhangjiang', name: '张江人才公寓' }],
  documents: { talent_degree: 'a'.repeat(24), talent_contract: 'b'.repeat(24), talent_insurance: 'c'.repeat(24) },
  submittedAt: Date.UTC(2026, 10, 21, 2),
  rejectReason: null,
  queue: [],
  offer: null,
  timeline: [{ status: 'submitted', title: '提交申请', at: Date.UTC(2026, 10, 21, 2), note: null }],
  canWithdraw: true,
};
const uploaded = (id: string) => Promise.resolve({ status: 200, body: JSON.stringify({ errorCode: '0', message: '', data: { id, size: 100 } }) });
const body = (request: { data?: unknown }) => JSON.parse(String(request.data)) as Record<string, unknown>;

describe('waiting_apply (轮候申请)', () => {
  beforeEach(() => {
    fakePhotos.reset();
    storage.remove('talentApplyDraft:10001');
  });

  it('sends an unverified tenant to real-name verification first', async () => {
    const screen = await openScreen(WaitingApplyPage, { answers: { 'talent/mine': () => okAnswer({ ...verified, verified: false, name: null, idNumber: null }), 'talent/programme': () => okAnswer(programme) } });
    expect(screen.text()).toContain('申请人才公寓需先完成实名认证');
    await screen.tap('tl-go-verify');
    expect(navigation.currentPage()).toBe('/pages/user/user_authentication/index');
    screen.unmount();
  });

  it('checks every field and each document before sending, with the verified identity masked', async () => {
    const screen = await openScreen(WaitingApplyPage, { answers: { 'talent/mine': () => okAnswer(verified), 'talent/programme': () => okAnswer(programme) } });
    expect(screen.text()).toContain('张*');
    expect(screen.text()).toContain('11**************2X');
    await screen.tap('tl-submit');
    const text = screen.text();
    for (const message of ['请填写工作单位', '请选择学历', '请选择人才类别', '请填写社保连续缴纳月数（0-120）', '请选择意向项目', '请确认本人及配偶在本市无自有住房', '请上传学历（学位）证书', '请上传劳动合同', '请上传社保缴纳记录']) expect(text).toContain(message);
    expect(screen.sent('talent-application/submit')).toHaveLength(0);
    screen.unmount();
  });

  it('keeps the form when sending fails and when the tenant comes back, and sends it once it goes through', async () => {
    let refuse = true;
    const answers = {
      'talent/mine': () => okAnswer(verified),
      'talent/programme': () => okAnswer(programme),
      'talent-application/submit': () => (refuse ? businessErrorAnswer('TALENT_NOT_ELIGIBLE', '需在本市连续缴纳社保满6个月') : okAnswer(sentApplication)),
    };
    const screen = await openScreen(WaitingApplyPage, { answers });
    await screen.type('tl-employer', '上海张江科技有限公司');
    await screen.tap('tl-degree-master');
    await screen.tap('tl-level-none');
    await screen.type('tl-insurance', '3');
    await screen.tap('tl-project-zhangjiang');
    await screen.tap('tl-no-home');
    fakePhotos.next = [{ path: 'degree.jpg' }, { path: 'contract.jpg' }, { path: 'insurance.jpg' }];
    let n = 0;
    fakePhotos.answer = () => uploaded(String.fromCharCode(97 + n++).repeat(24));
    for (const kind of ['talent_degree', 'talent_contract', 'talent_insurance']) await screen.tap(`tl-doc-${kind}-album`);
    await screen.settle();
    // The programme's rule is checked on the phone first (3 months is not 6).
    await screen.tap('tl-submit');
    expect(screen.text()).toContain('需在本市连续缴纳社保满6个月');
    expect(screen.sent('talent-application/submit')).toHaveLength(0);
    await screen.type('tl-insurance', '12');
    await screen.tap('tl-submit');
    expect(screen.sent('talent-application/submit')).toHaveLength(1);
    expect(screen.value('tl-employer')).toBe('上海张江科技有限公司');
    screen.unmount();

    // Coming back: what was typed and the uploaded documents are there.
    refuse = false;
    const again = await openScreen(WaitingApplyPage, { answers });
    expect(again.value('tl-employer')).toBe('上海张江科技有限公司');
    expect(again.value('tl-insurance')).toBe('12');
    expect(again.byTestId('tl-doc-talent_contract')?.props['data-status']).toBe('done');
    await again.tap('tl-submit');
    const sent = again.sent('talent-application/submit');
    expect(body(sent[0] ?? {})).toMatchObject({ employer: '上海张江科技有限公司', degree: 'master', insuranceMonths: 12, projectIds: ['zhangjiang'], documents: { talent_degree: 'a'.repeat(24), talent_contract: 'b'.repeat(24), talent_insurance: 'c'.repeat(24) } });
    expect(navigation.currentPage()).toBe('/pages/talent/submitted/index');
    expect(storage.get('talentApplyDraft:10001')).toBeNull();
    again.unmount();
  });
});
