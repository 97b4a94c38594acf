import type { TransportRequest } from '@aster/core-api';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import type { ContractMember } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { shownUi } from '@screens/platform/ui';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { rentingContract } from '@screens/features/leaseEnding/testing/leaseFixtures';
import ContractDetailPage from './ContractDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/lease/lease.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const contract = rentingContract({
  lockId: 'LKh000005',
  coTenants: [{ name: '李娜', phone: '139****5678', relation: '配偶' }],
  roomItems: [{ name: '衣柜', quantity: 1, condition: '完好' }],
  bills: [
    { id: '31', kind: 'deposit', title: '押金', periodStart: '2026-06-01', periodEnd: '2027-05-31', dueDate: '2026-06-01', amount: '3500.00', amountFen: 350_000, paid: true },
    { id: '32', kind: 'rent', title: '房租（2026-12-01至2027-02-28）', periodStart: '2026-12-01', periodEnd: '2027-02-28', dueDate: '2026-11-24', amount: '10500.00', amountFen: 1_050_000, paid: false },
  ],
});

const wife: ContractMember = { id: '1', nameMasked: '*娜', phoneMasked: '139****5678', idNumType: 1, idNumMasked: '', relation: '配偶' };
const lock = {
  lockMac: 'AA:BB:CC:DD:EE:05',
  lockIsBlue: true,
  id: 'LKh000005',
  model: 'lock2',
  name: '201室门锁',
  contractId: '5',
  houseTitle: '静安寺店 201',
  roomName: '201',
  online: true,
  battery: 86,
  lockAuthId: null,
  collected: false,
};

describe('contract_detail', () => {
  it('shows the lease (term, cycle, deposit, co-occupants, lock, bills) and the actions of 在租中', async () => {
    const page = await openLeasePage(ContractDetailPage, [
      ['contract/5', () => okAnswer(contract)],
      ['contract/users/user-info', () => okAnswer([wife])],
      ['intelligent/locks/getLockByContract', () => okAnswer(lock)],
    ]);
    expect(page.byTestId('contract-detail-cycle')?.children.join('')).toBe('押一付三');
    expect(page.byTestId('contract-detail-deposit')?.children.join('')).toBe('¥3,500.00');
    // The spec's calls with the spec's parameters: the co-occupants and the lock by contractId.
    expect(page.sent('contract/users/user-info')[0]?.url).toContain('contractId=5');
    expect(page.sent('intelligent/locks/getLockByContract')[0]?.url).toContain('contractId=5');
    expect(page.byTestId('contract-detail-lock')?.children.join('')).toBe('201室门锁');
    expect(page.byTestId('contract-detail-lock-state')?.children.join('')).toBe('在线 · 电量86%');
    expect(page.text()).toContain('*娜（配偶）');
    expect(page.text()).not.toContain('李娜');
    expect(page.text()).toContain('待支付1笔');
    expect(page.byTestId('contract-bill-32')).toBeDefined();
    expect(page.byTestId('contract-entry-checkin')).toBeDefined();
    expect(page.byTestId('contract-entry-card')).toBeDefined();
    await page.tap('contract-action-renew');
    expect(navigation.currentPage()).toBe('/pages/service/pages/applyRent/index?contractId=5');
    await page.tap('contract-action-checkout');
    expect(navigation.currentPage()).toBe('/pages/service/pages/applyCheckout/index?contractId=5');
    await page.tap('contract-entry-records');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/change_record/index?contractId=5');
    page.unmount();
  });

  it('opens the lock of the room from the lock\'s own id', async () => {
    const page = await openLeasePage(ContractDetailPage, [
      ['contract/5', () => okAnswer(contract)],
      ['contract/users/user-info', () => okAnswer([])],
      ['intelligent/locks/getLockByContract', () => okAnswer(lock)],
    ]);
    expect(page.byTestId('members-none')).toBeDefined();
    await page.tap('contract-entry-lock');
    expect(navigation.currentPage()).toBe('/pages/device/lock2/index?lockId=LKh000005');
    page.unmount();
  });

  it('adds a co-occupant checked before sending, replaces one typed again, and removes one after asking', async () => {
    let members: ContractMember[] = [wife];
    const page = await openLeasePage(ContractDetailPage, [
      ['contract/5', () => okAnswer(contract)],
      ['contract/users/user-info', () => okAnswer(members)],
      ['contract/users/member-info', (request: TransportRequest) => {
        const body = JSON.parse(String(request.data)) as { memberId?: string; remove?: boolean; relation?: string };
        if (body.remove === true) members = members.filter((member) => member.id !== body.memberId);
        else if (body.memberId === undefined) members = [...members, { id: '2', nameMasked: '王*明', phoneMasked: '136****5678', idNumType: 1, idNumMasked: '11**************16', relation: body.relation ?? '' }];
        else members = members.map((member) => (member.id === body.memberId ? { ...member, relation: body.relation ?? '' } : member));
        return okAnswer(members);
      }],
      ['intelligent/locks/getLockByContract', () => okAnswer(null)],
    ]);
    await page.tap('member-add');
    // A wrong ID number and no relation: said under the fields, nothing sent.
    await page.type('member-name', '王小明');
    await page.type('member-phone', '13612345678');
    await page.type('member-idNum', '110105198001010017');
    await page.tap('member-save');
    expect(page.text()).toContain('请输入正确的18位身份证号码');
    expect(page.text()).toContain('请选择与承租人的关系');
    expect(page.sent('contract/users/member-info')).toHaveLength(0);
    await page.type('member-idNum', '110105198001010016');
    await page.tap('member-relation-朋友');
    await page.tap('member-save');
    await page.settle();
    expect(JSON.parse(String(page.sent('contract/users/member-info')[0]?.data))).toEqual({
      contractId: '5',
      name: '王小明',
      phone: '13612345678',
      idNumType: 1,
      idNum: '110105198001010016',
      relation: '朋友',
    });
    expect(page.byTestId('member-form')).toBeUndefined();
    expect(page.text()).toContain('王*明（朋友）');
    expect(page.text()).toContain('证件号 11**************16');

    // Replacing: the form opens empty (the list is masked) with the relation kept, and sends the member's id.
    await page.tap('member-edit-1');
    expect(page.text()).toContain('修改同住人（请重新填写）');
    await page.type('member-name', '李娜');
    await page.type('member-phone', '13912345678');
    await page.type('member-idNum', '110101199003070011');
    await page.tap('member-relation-亲属');
    await page.tap('member-save');
    await page.settle();
    expect(JSON.parse(String(page.sent('contract/users/member-info')[1]?.data))).toMatchObject({ memberId: '1', relation: '亲属' });

    await page.tap('member-remove-2');
    await page.settle();
    expect(shownUi.some((shown) => shown.kind === 'modal' && shown.text.includes('王*明'))).toBe(true);
    expect(JSON.parse(String(page.sent('contract/users/member-info')[2]?.data))).toEqual({ contractId: '5', memberId: '2', remove: true });
    expect(page.byTestId('member-2')).toBeUndefined();
    page.unmount();
  });

  it('lets no co-occupant change on an ended lease, and says the lock comes with moving in', async () => {
    const ended = await openLeasePage(ContractDetailPage, [
      ['contract/5', () => okAnswer(rentingContract({ status: 'checked_out', statusText: '已退租' }))],
      ['contract/users/user-info', () => okAnswer([wife])],
    ]);
    expect(ended.byTestId('member-1')).toBeDefined();
    expect(ended.byTestId('member-add')).toBeUndefined();
    expect(ended.byTestId('member-edit-1')).toBeUndefined();
    expect(ended.sent('intelligent/locks/getLockByContract')).toHaveLength(0);
    ended.unmount();

    const moving = await openLeasePage(ContractDetailPage, [
      ['contract/5', () => okAnswer(rentingContract({ status: 'to_move_in', statusText: '将搬入', lockId: 'LKh000005' }))],
      ['contract/users/user-info', () => okAnswer([])],
    ]);
    expect(moving.byTestId('contract-detail-lock-later')).toBeDefined();
    expect(moving.byTestId('member-add')).toBeDefined();
    moving.unmount();
  });

  it('offers 去签约 to an unsigned contract, with no handover or refund account yet', async () => {
    const page = await openLeasePage(ContractDetailPage, [['contract/5', () => okAnswer(rentingContract({ status: 'awaiting_sign', statusText: '待签约' }))]]);
    expect(page.byTestId('contract-entry-checkin')).toBeUndefined();
    expect(page.byTestId('contract-entry-card')).toBeUndefined();
    expect(page.byTestId('contract-action-checkout')).toBeUndefined();
    await page.tap('contract-action-sign');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/view_contract_paper/index?contractId=5');
    page.unmount();
  });

  it('sends a contract made for another phone to phone_different, and offers to bind one made for this phone', async () => {
    const other = await openLeasePage(ContractDetailPage, [
      ['contract/5', () => businessErrorAnswer('CONTRACT_NOT_FOUND', '合同不存在')],
      ['check-contract-phone/5', () => okAnswer({ bound: false, phoneMatches: false, myPhoneMasked: '138****8000' })],
    ]);
    await other.settle();
    expect(navigation.currentPage()).toBe('/pages/contract/pages/phone_different/index?contractId=5');
    other.unmount();

    let bound = false;
    const mine = await openLeasePage(ContractDetailPage, [
      ['contract/5', () => (bound ? okAnswer(contract) : businessErrorAnswer('CONTRACT_NOT_FOUND', '合同不存在'))],
      ['check-contract-phone/5', () => okAnswer({ bound: false, phoneMatches: true, myPhoneMasked: '138****8000' })],
      ['banding/5', () => {
        bound = true;
        return okAnswer(contract);
      }],
    ]);
    await mine.settle();
    await mine.tap('contract-detail-bind');
    await mine.settle();
    expect(mine.sent('banding/5')).toHaveLength(1);
    expect(mine.byTestId('contract-detail-cycle')).toBeDefined();
    mine.unmount();
  });
});
