import { contractEndpoints, homeEndpoints } from '@aster/core-api';
import { CONTRACT_MEMBERS_MAX } from '@aster/core-domain';
import { expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { FLOW_CODE_TTL_MS } from './contractFlow';

const C = '/tapp/v1/contract';
/** Valid mainland ID numbers (GB 11643 check digit) of people other than the demo tenant. */
const ID_A = '110105198001010016';
const ID_B = '110101199003070011';

// Section 7's contract calls of issue 38 over real HTTP: each answers in its catalogue shape, for the caller's own
// contract only (another tenant's id is "not found", as any unknown id).
describe('contract flow calls: convention, co-occupants, to-dos, success, flow codes, check-in, lock, contracts to pay', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = <T>(path: string, query: Record<string, string | number> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const post = <T>(path: string, body: unknown = {}, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const idOf = (contractNo: string) => String((world.server.db.prepare('SELECT id FROM contracts WHERE contract_no = ?').get(contractNo) as { id: number }).id);

  it('answers the store\'s 居住公约 for the caller\'s contract and refuses another tenant\'s', async () => {
    const id = idOf('HTDEMO02');
    const convention = contractEndpoints.conventionModel.response.parse(expectOk(await get(`${C}/html-convention/model/${id}`)));
    expect(convention.title).toMatch(/居住公约$/);
    expect(convention.paragraphs.join('')).toContain('22:00');
    expect((await get(`${C}/html-convention/model/${id}`, {}, world.other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect((await get(`${C}/html-convention/model/abc`)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
  });

  it('lists, adds, replaces and removes co-occupants, masked, on the caller\'s contract alone', async () => {
    const id = idOf('HTDEMO05');
    const members = () => get(`${C}/users/user-info`, { contractId: id });
    expect(contractEndpoints.usersInfo.response.parse(expectOk(await members()))).toEqual([
      { id: '1', nameMasked: '*娜', phoneMasked: '139****5678', idNumType: 1, idNumMasked: '', relation: '配偶' },
    ]);
    const added = contractEndpoints.memberInfo.response.parse(
      expectOk(await post(`${C}/users/member-info`, { contractId: id, name: '王小明', phone: '13612345678', idNumType: 1, idNum: ID_A.toLowerCase(), relation: '朋友' })),
    );
    expect(added[1]).toEqual({ id: '2', nameMasked: '王*明', phoneMasked: '136****5678', idNumType: 1, idNumMasked: '11**************16', relation: '朋友' });
    // Nothing unmasked anywhere in the answers, nor in the contract detail.
    const detail = JSON.stringify(expectOk(await get(`${C}/${id}`)));
    for (const text of [JSON.stringify(added), JSON.stringify(expectOk(await members())), detail]) {
      expect(text).not.toContain(ID_A);
      expect(text).not.toContain('13612345678');
    }
    expect(detail).not.toContain('"idNum"');

    // The same person twice, the tenant themself, a wrong ID, a missing relation: refused in words.
    expect((await post(`${C}/users/member-info`, { contractId: id, name: '王小明', phone: '13612345678', idNum: ID_A, relation: '朋友' })).body.errorCode).toBe('CONTRACT_MEMBER_DUPLICATE');
    expect((await post(`${C}/users/member-info`, { contractId: id, name: '张三', phone: '13612345678', idNum: '11010519491231002X', relation: '朋友' })).body.errorCode).toBe('CONTRACT_MEMBER_IS_TENANT');
    const wrongId = await post(`${C}/users/member-info`, { contractId: id, name: '王小明', phone: '13612345678', idNum: '110105198001010017', relation: '朋友' });
    expect(wrongId.body).toMatchObject({ errorCode: 'PARAM_INVALID' });
    expect(wrongId.body.message).toContain('请输入正确的18位身份证号码');
    expect((await post(`${C}/users/member-info`, { contractId: id, name: '王小明', phone: '13612345678', idNum: ID_B })).body.message).toContain('请选择与承租人的关系');

    // Replace (typed again) and remove by id; an unknown id is refused.
    const replaced = expectOk(await post<{ id: string; nameMasked: string }[]>(`${C}/users/member-info`, { contractId: id, memberId: '2', name: '王大明', phone: '13612345679', idNum: ID_B, relation: '同事' }));
    expect(replaced.map((member) => member.nameMasked)).toEqual(['*娜', '王*明']);
    expect((await post(`${C}/users/member-info`, { contractId: id, memberId: '9', remove: true })).body.errorCode).toBe('CONTRACT_MEMBER_NOT_FOUND');
    expect(expectOk(await post<unknown[]>(`${C}/users/member-info`, { contractId: id, memberId: '1', remove: true }))).toHaveLength(1);
    expect(expectOk(await get<{ title: string }[]>(`${C}/online-records/${id}`)).map((record) => record.title)).toContain('同住人变更');

    // Bounded: at most CONTRACT_MEMBERS_MAX.
    const ids = ['110101199001010015', '110101199001020010', '110101199001030016', '110101199001040011'];
    for (const idNum of ids.slice(0, CONTRACT_MEMBERS_MAX - 1)) expectOk(await post(`${C}/users/member-info`, { contractId: id, name: '赵六', phone: '13612345670', idNum, relation: '亲属' }));
    expect((await post(`${C}/users/member-info`, { contractId: id, name: '赵六', phone: '13612345670', idNum: ids[3], relation: '亲属' })).body.errorCode).toBe('CONTRACT_MEMBERS_FULL');

    // Another tenant: neither reads nor writes them; an ended contract takes none.
    expect((await get(`${C}/users/user-info`, { contractId: id }, world.other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect((await post(`${C}/users/member-info`, { contractId: id, memberId: '2', remove: true }, world.other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect((await post(`${C}/users/member-info`, { contractId: idOf('HTDEMO07'), name: '赵六', phone: '13612345670', idNum: ID_A, relation: '亲属' })).body.errorCode).toBe('CONTRACT_STATE_INVALID');
  });

  it('lists the signing steps the caller\'s contracts wait for, and nothing for another tenant', async () => {
    const todos = homeEndpoints.contractTodos.response.parse(expectOk(await get(`${C}/h5todoList/v2`)));
    expect(todos.map((todo) => [todo.contractNo, todo.type, todo.actionText])).toEqual([
      ['HTDEMO01', 'prefill', '去完善'],
      ['HTDEMO02', 'sign', '去签约'],
      ['HTDEMO03', 'pay', '去支付'],
    ]);
    expect(todos[1]?.houseTitle).not.toBe('');
    expect(expectOk(await get(`${C}/h5todoList/v2`, {}, world.other))).toEqual([]);
    // home/base's mineContracts: the same contracts still to complete or sign.
    const base = expectOk(await get<{ mineContracts: { contractId: string }[] }>('/tapp/v1/home/base', { cityId: 107 }));
    expect(base.mineContracts.map((contract) => contract.contractId)).toEqual([idOf('HTDEMO01'), idOf('HTDEMO02')]);
    expect(expectOk(await get<{ mineContracts: unknown[] }>('/tapp/v1/home/base', { cityId: 107 }, world.other)).mineContracts).toEqual([]);
    expect((await world.server.call('GET', `${C}/h5todoList/v2`)).status).toBe(401);
  });

  it('answers contract-success for a signed contract, with the first payment still to pay', async () => {
    const id = idOf('HTDEMO03');
    const success = contractEndpoints.success.response.parse(expectOk(await get(`${C}/contract-success/${id}`)));
    expect(success).toMatchObject({ contractId: id, contractNo: 'HTDEMO03', status: 'awaiting_payment', firstPayment: { paid: false } });
    expect(success.nextSteps[0]).toContain('支付首期款项');
    expect((await get(`${C}/contract-success/${idOf('HTDEMO02')}`)).body.errorCode).toBe('CONTRACT_STATE_INVALID');
    expect((await get(`${C}/contract-success/${id}`, {}, world.other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
  });

  it('draws the check-in code of a contract about to be moved into, for its tenant and while it lasts', async () => {
    const id = idOf('HTDEMO04');
    const code = contractEndpoints.qrcode.response.parse(expectOk(await get(`${C}/qrcode/${id}`, { flowType: 1 })));
    expect(code.code).toMatch(/^ASTER-1-HTDEMO04-/);
    expect(code.image.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    expect(new Date(code.expiresAt).getTime() - world.clock.now()).toBe(FLOW_CODE_TTL_MS);
    // Not the code of a flow the contract is not in, nor of an unknown flow, nor of another tenant's contract.
    expect((await get(`${C}/qrcode/${id}`, { flowType: 2 })).body.errorCode).toBe('CONTRACT_FLOW_UNAVAILABLE');
    // The 退房码 while the checkout is open.
    expect(contractEndpoints.qrcode.response.parse(expectOk(await get(`${C}/qrcode/${idOf('HTDEMO06')}`, { flowType: 2 }))).code).toMatch(/^ASTER-2-HTDEMO06-/);
    expect((await get(`${C}/qrcode/${idOf('HTDEMO02')}`, { flowType: 1 })).body.message).toBe('该合同尚未签署，暂不能出示入住码');
    expect((await get(`${C}/qrcode/${id}`, { flowType: 7 })).body.errorCode).toBe('PARAM_INVALID');
    expect((await get(`${C}/qrcode/${id}`, { flowType: 1 }, world.other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
  });

  it('answers the check-in handover and the room\'s lock of the caller\'s contract only', async () => {
    const moving = idOf('HTDEMO04');
    const handover = contractEndpoints.checkIn.response.parse(expectOk(await get(`${C}/check-in/${moving}`)));
    expect(handover?.items.length).toBeGreaterThan(0);
    expect(contractEndpoints.checkIn.response.parse(expectOk(await get(`${C}/check-in/${idOf('HTDEMO03')}`)))).toBeNull();
    expect((await get(`${C}/check-in/${moving}`, {}, world.other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');

    const renting = idOf('HTDEMO05');
    const lock = contractEndpoints.lockByContract.response.parse(expectOk(await get('/tapp/v1/intelligent/locks/getLockByContract', { contractId: renting })));
    expect(lock).toMatchObject({ contractId: renting });
    expect(lock?.id).toBeTruthy();
    expect(expectOk(await get('/tapp/v1/intelligent/locks/getLockByContract', { contractId: renting }, world.other))).toBeNull();
  });

  it('lists the caller\'s contracts with bills to pay now, with how much, and none of another tenant\'s', async () => {
    const owed = contractEndpoints.paymentContracts.response.parse(expectOk(await get('/tapp/v1/payment/user/contract')));
    expect(owed.length).toBeGreaterThan(0);
    const bills = expectOk(await get<{ unpaidCount: number; unpaidAmount: string }>('/tapp/v1/bill/list'));
    expect(owed.reduce((sum, contract) => sum + contract.unpaidCount, 0)).toBe(bills.unpaidCount);
    expect(owed.reduce((sum, contract) => sum + Math.round(Number(contract.unpaidAmount) * 100), 0)).toBe(Math.round(Number(bills.unpaidAmount) * 100));
    expect(expectOk(await get('/tapp/v1/payment/user/contract', {}, world.other))).toEqual([]);
  });
});
