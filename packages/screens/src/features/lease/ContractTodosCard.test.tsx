import { okAnswer } from '@aster/core-api/testing';
import type { ContractTodo } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { openScreen } from '@screens/testing/openScreen';
import { ContractTodosCard } from './ContractTodosCard';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const todo = (over: Partial<ContractTodo>): ContractTodo => ({ type: 'sign', contractId: '2', contractNo: 'HTDEMO02', houseTitle: 'Aster寓·张江店 A-301', title: '合同待您签署', actionText: '去签约', ...over });

describe("the home page's 待签约合同 card", () => {
  it('lists the to-dos of contract/h5todoList/v2, each opening its step', async () => {
    const page = await openScreen(ContractTodosCard, {
      answers: [['contract/h5todoList/v2', () => okAnswer([todo({}), todo({ type: 'pay', contractId: '3', contractNo: 'HTDEMO03', title: '合同已签署，请支付首期款项', actionText: '去支付' })])]],
    });
    expect(page.sent('contract/h5todoList/v2')).toHaveLength(1);
    expect(page.text()).toContain('待签约合同');
    expect(page.text()).toContain('合同待您签署');
    expect(page.text()).toContain('去支付');
    await page.tap('home-todo-2');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/view_contract_paper/index?contractId=2');
    await page.tap('home-todo-3');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/contract_pay/index?contractId=3');
    page.unmount();
  });

  it('says there is nothing to sign when the list is empty', async () => {
    const page = await openScreen(ContractTodosCard, { answers: [['contract/h5todoList/v2', () => okAnswer([])]] });
    expect(page.text()).toContain('暂无待签约的合同');
    page.unmount();
  });
});
