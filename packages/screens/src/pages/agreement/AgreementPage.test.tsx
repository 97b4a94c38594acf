import { okAnswer } from '@aster/core-api/testing';
import { initialSessionState } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import AgreementPage from './AgreementPage';

let mockQuery: Record<string, string> = {};
jest.mock('remax', () => ({ useQuery: () => mockQuery }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const guest = { ...initialSessionState };
const body = (request: { data?: unknown }) => JSON.parse(String(request.data)) as Record<string, unknown>;
const settings = (answer: unknown) => ({ 'settings/list-by-type': () => okAnswer(answer) });

describe('agreement (《用户协议》, 《隐私政策》)', () => {
  it("shows the operator's user agreement as text, asked by its setting type", async () => {
    mockQuery = { kind: 'user' };
    const page = await openScreen(AgreementPage, {
      session: guest,
      answers: settings([{ type: 4, code: '1', name: '用户协议', value: '第一条 <b>运营方</b>的协议' }]),
    });
    expect(body(page.sent('settings/list-by-type')[0] ?? {})).toEqual({ typeList: [4] });
    expect(page.text()).toContain('《用户协议》');
    // Plain text, as written: markup is not interpreted.
    expect(page.byTestId('agreement-text')?.children).toEqual(['第一条 <b>运营方</b>的协议']);
    page.unmount();
  });

  it('asks type 5 for the privacy policy and says so when the operator has none', async () => {
    mockQuery = { kind: 'privacy' };
    const page = await openScreen(AgreementPage, { session: guest, answers: settings([{ type: 4, code: '1', value: '不是这一份' }]) });
    expect(body(page.sent('settings/list-by-type')[0] ?? {})).toEqual({ typeList: [5] });
    expect(page.text()).toContain('《隐私政策》');
    expect(page.text()).toContain('暂未配置隐私政策');
    expect(page.text()).not.toContain('不是这一份');
    page.unmount();
  });

  it('offers a retry when the text cannot be loaded', async () => {
    mockQuery = { kind: 'user' };
    const page = await openScreen(AgreementPage, {
      session: guest,
      answers: { 'settings/list-by-type': () => ({ status: 500, headers: {}, data: '' }) },
    });
    expect(page.text()).toContain('用户协议加载失败');
    page.unmount();
  });

  it('refuses a link naming no known agreement', async () => {
    mockQuery = { kind: 'evil' };
    const page = await openScreen(AgreementPage, { session: guest });
    expect(page.text()).toContain('协议链接有误，请返回登录页重新打开');
    expect(page.sent('settings/list-by-type')).toHaveLength(0);
    page.unmount();
  });
});
