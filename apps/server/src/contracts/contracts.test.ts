import { contractEndpoints } from '@aster/core-api';
import type { CheckoutApplication, ContractDetail, ContractSignResult, ContractSummary, PrepayParams, RefundPreview, Reservation } from '@aster/core-domain';
import { Raster } from '../houses/media/png';
import { availableHouse, expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { demoUsers } from '../auth/seed';
import { DEMO_CONTRACT_TENANT } from './seed';

const C = '/tapp/v1/contract';
const CHECKOUT = '/tenant-service/checkout/v1';
const DAY = 24 * 3600 * 1000;
/** Another valid mainland ID number: the right name with someone else's ID does not pass. */
const OTHER_ID_CARD = '110105198001010016';
const person = { name: DEMO_CONTRACT_TENANT.name, idType: 'id_card', idNumber: DEMO_CONTRACT_TENANT.idNumber, email: 'zhangsan@example.com', emergencyContactName: '李四', emergencyContactPhone: '13912345678' };

/** A pad of 600x300 with a stroke from (x0, y) to (x1, y), 4 px thick; no stroke: an empty pad. */
function signaturePng(stroke?: { x0: number; x1: number }): string {
  const pad = new Raster(600, 300, [255, 255, 255]);
  if (stroke) pad.rect(stroke.x0, 140, stroke.x1 - stroke.x0, 4, [20, 20, 20]);
  return `data:image/png;base64,${pad.toPng().toString('base64')}`;
}
const GOOD_SIGNATURE = signaturePng({ x0: 100, x1: 500 });

describe('contracts: signing, the first payment, checkout and the refund', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = <T>(path: string, query: Record<string, string> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query });
  const post = <T>(path: string, body: unknown = {}, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const idOf = (contractNo: string) => String((world.server.db.prepare('SELECT id FROM contracts WHERE contract_no = ?').get(contractNo) as { id: number }).id);
  const detail = async (id: string) => contractEndpoints.detail.response.parse(expectOk(await get<ContractDetail>(`${C}/${id}`)));
  const savePerson = (body: Record<string, unknown> = {}) => post('/tapp/v2/aster/person-info', { ...person, ...body });
  const sign = (id: string, signImage = GOOD_SIGNATURE, token = world.tenant) => post<ContractSignResult>(`${C}/saveHandSign/${id}`, { signImage }, token);
  const payByWechat = async (orderNo: string) => {
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
    if (params.channel !== 'wechat') throw new Error('expected wechat parameters');
    await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.package.replace('prepay_id=', ''), outcome: 'success' } });
  };

  it('gives the demo tenant a contract in every status, counted, with a lock and bills; another tenant sees none', async () => {
    const list = contractEndpoints.list.response.parse(expectOk(await get<ContractSummary[]>(`${C}/list`)));
    expect(new Set(list.map((contract) => contract.status))).toEqual(
      new Set(['pre_created', 'awaiting_sign', 'awaiting_payment', 'to_move_in', 'renting', 'checkout_applied', 'checked_out', 'terminated', 'cancelled']),
    );
    expect(list.find((contract) => contract.status === 'pre_created')?.onlineContractStatus).toBe(5);
    expect(expectOk(await get(`${C}/list`, { status: 'renting' }))).toHaveLength(1);
    expect(expectOk(await get(`${C}/contract-count`))).toEqual({ activeCount: 4, unBindCount: 1 });
    const renting = await detail(idOf('HTDEMO05'));
    expect(renting).toMatchObject({ status: 'renting', statusText: '在租中', lockId: expect.stringMatching(/^LK/), idNumberMasked: '11**************2X' });
    expect(renting.coTenants).toEqual([{ name: '*娜', phone: '139****5678', relation: '配偶' }]);
    expect(renting.bills.map((bill) => bill.kind)).toEqual(expect.arrayContaining(['deposit', 'rent', 'utility']));
    expect(expectOk(await get(`${C}/${idOf('HTDEMO05')}/room-items`))).toContainEqual({ name: '空调', quantity: 1, condition: '完好' });

    expect(expectOk(await get(`${C}/list`, {}, world.other))).toEqual([]);
    expect(expectOk(await get(`${C}/contract-count`, {}, world.other))).toEqual({ activeCount: 0, unBindCount: 0 });
  });

  it("refuses another tenant every contract and checkout call by id", async () => {
    const id = idOf('HTDEMO05');
    const applied = idOf('HTDEMO06');
    const application = (world.server.db.prepare('SELECT id FROM checkout_applications WHERE contract_id = ?').get(applied) as { id: number }).id;
    const other = world.other;
    const answers = [
      await get(`${C}/${id}`, {}, other),
      await get(`${C}/${id}/room-items`, {}, other),
      await get(`${C}/online-records/${id}`, {}, other),
      await get(`${C}/check-contract-cret/${idOf('HTDEMO02')}`, {}, other),
      await get(`${C}/refund-preview/${id}`, {}, other),
      await get(`${C}/refund-sign/${applied}`, { sign: 'x' }, other),
      await post(`${C}/html-contract/${id}`, {}, other),
      await post(`${C}/pre/${idOf('HTDEMO01')}`, {}, other),
      await sign(idOf('HTDEMO02'), GOOD_SIGNATURE, other),
      await post(CHECKOUT, { contractId: id, expectCheckoutDate: '2026-12-31' }, other),
      await get(`${CHECKOUT}/list`, { contractId: applied }, other),
      await get(`${CHECKOUT}/getUndoneCheckoutApplyByContractId/${applied}`, {}, other),
    ];
    for (const answer of answers) expect(answer.body).toMatchObject({ errorCode: 'CONTRACT_NOT_FOUND', message: '合同不存在' });
    for (const answer of [await get(`${CHECKOUT}/list/${application}`, {}, other), await post(`${CHECKOUT}/close/${application}`, {}, other)]) {
      expect(answer.body).toMatchObject({ errorCode: 'CHECKOUT_NOT_FOUND' });
    }
    expect((await detail(applied)).status).toBe('checkout_applied');
  });

  it('signs a pre-created contract: details, real-name check, handwritten signature, first payment, then 将搬入 and 在租中', async () => {
    const id = idOf('HTDEMO01');
    // Out of order: each refused by the state machine.
    expect((await get(`${C}/check-contract-cret/${id}`)).body).toMatchObject({ errorCode: 'CONTRACT_STATE_INVALID', message: '该合同待完善信息，当前状态不可操作' });
    expect((await sign(id)).body.errorCode).toBe('CONTRACT_STATE_INVALID');
    const prefilled = contractEndpoints.preCreate.response.parse(expectOk(await post(`${C}/pre/${id}`, { company: '某公司', email: 'a@b.cn', occupation: '设计师', onlineContractStatus: 5 })));
    expect(prefilled).toMatchObject({ status: 'awaiting_sign', onlineContractStatus: 6, company: '某公司' });
    expect((await post(`${C}/pre/${id}`, {})).body.errorCode).toBe('CONTRACT_STATE_INVALID');

    expect((await sign(id)).body).toMatchObject({ errorCode: 'CONTRACT_CERT_REQUIRED' });
    // The check is of the verified identity, not of what person info says: another name typed there changes nothing.
    expectOk(await savePerson({ name: '李雷', idNumber: OTHER_ID_CARD }));
    const db = world.server.db;
    const verifiedRow = db.prepare('SELECT * FROM real_names WHERE user_id = ?').get(demoUsers.tenant.id) as Record<string, unknown>;
    const restoreIdentity = () => db.prepare('INSERT INTO real_names (user_id, name, id_type, id_number, method, verified_at) VALUES (@user_id, @name, @id_type, @id_number, @method, @verified_at)').run(verifiedRow);
    // No verified identity (the account's flag alone is none): refused, whatever person info holds.
    db.prepare('DELETE FROM real_names WHERE user_id = ?').run(demoUsers.tenant.id);
    expect((await get(`${C}/check-contract-cret/${id}`)).body).toMatchObject({ errorCode: 'REAL_NAME_REQUIRED', message: '请先完成实名认证' });
    restoreIdentity();
    // A contract whose tenant is someone else, by name or by ID number: refused.
    const tenantIs = (name: string, idNumber: string) => db.prepare('UPDATE contracts SET tenant_name = ?, tenant_id_number = ? WHERE id = ?').run(name, idNumber, Number(id));
    tenantIs('李雷', DEMO_CONTRACT_TENANT.idNumber);
    expect((await get(`${C}/check-contract-cret/${id}`)).body).toMatchObject({ errorCode: 'CONTRACT_AUTH_ERROR', message: '您的实名信息与合同承租人不一致，请联系管家核实' });
    tenantIs(DEMO_CONTRACT_TENANT.name, OTHER_ID_CARD);
    expect((await get(`${C}/check-contract-cret/${id}`)).body.errorCode).toBe('CONTRACT_AUTH_ERROR');
    tenantIs(DEMO_CONTRACT_TENANT.name, DEMO_CONTRACT_TENANT.idNumber);
    expect(expectOk(await get(`${C}/check-contract-cret/${id}`))).toEqual({ passed: true, name: DEMO_CONTRACT_TENANT.name });
    // The signature asks again: a checked contract whose signer no longer holds is not signed.
    tenantIs('李雷', DEMO_CONTRACT_TENANT.idNumber);
    expect((await sign(id)).body.errorCode).toBe('CONTRACT_AUTH_ERROR');
    tenantIs(DEMO_CONTRACT_TENANT.name, DEMO_CONTRACT_TENANT.idNumber);
    db.prepare('DELETE FROM real_names WHERE user_id = ?').run(demoUsers.tenant.id);
    expect((await sign(id)).body.errorCode).toBe('REAL_NAME_REQUIRED');
    restoreIdentity();

    const text = contractEndpoints.htmlContract.response.parse(expectOk(await post(`${C}/html-contract/${id}`, { showSign: true })));
    expect(text).toMatchObject({ title: '房屋租赁合同', signed: false, signPlaces: ['乙方（签字）'] });
    expect(text.paragraphs.join('\n')).toContain('11**************2X');
    expect(text.paragraphs.join('\n')).not.toContain(DEMO_CONTRACT_TENANT.idNumber);

    // An empty pad, a dot, a picture that is not a PNG: refused, nothing stored, still awaiting the signature.
    expect((await sign(id, signaturePng())).body).toMatchObject({ errorCode: 'SIGN_IMAGE_INVALID', message: '签名为空，请重新签名' });
    expect((await sign(id, signaturePng({ x0: 300, x1: 306 }))).body).toMatchObject({ errorCode: 'SIGN_IMAGE_INVALID', message: '签名过短，请签写完整姓名' });
    expect((await sign(id, 'data:image/jpeg;base64,/9j/4AAQSkZJRg==')).body.errorCode).toBe('PARAM_INVALID');
    expect((await sign(id, 'data:image/png;base64,aGVsbG8gd29ybGQ=')).body).toMatchObject({ errorCode: 'SIGN_IMAGE_INVALID' });
    expect(world.server.db.prepare('SELECT COUNT(*) AS n FROM contract_signatures').get()).toEqual({ n: 0 });

    const signed = contractEndpoints.saveHandSign.response.parse(expectOk(await sign(id)));
    expect(signed.status).toBe('awaiting_payment');
    const contract = await detail(id);
    const firstFen = contract.bills.filter((bill) => bill.kind === 'deposit' || bill.periodStart === contract.startDate).reduce((sum, bill) => sum + bill.amountFen, 0);
    expect(signed.payOrder?.amount).toBe((firstFen / 100).toFixed(2));
    expect(expectOk(await sign(id))).toEqual(expectOk(await sign(id)));
    // Signed under the verified identity, kept with the signature.
    expect(db.prepare('SELECT signer_name, signer_id_type, signer_id_number FROM contract_signatures').all()).toEqual([
      { signer_name: DEMO_CONTRACT_TENANT.name, signer_id_type: 1, signer_id_number: DEMO_CONTRACT_TENANT.idNumber },
    ]);
    expect((await post<{ signed: boolean }>(`${C}/html-contract/${id}`, {})).body.data?.signed).toBe(true);

    await payByWechat(signed.payOrder?.orderNo ?? '');
    const paid = await detail(id);
    expect(paid.status).toBe('to_move_in');
    expect(paid.bills.filter((bill) => bill.paid).length).toBe(2);
    expect((await get<{ title: string }[]>(`${C}/online-records/${id}`)).body.data?.map((record) => record.title)).toEqual(
      expect.arrayContaining(['合同创建', '完善签约信息', '签署合同', '支付首期款项']),
    );
    world.clock.advance(DAY * 25); // 2026-12-16: the lease of 2026-12-15 has begun.
    expect((await detail(id)).status).toBe('renting');
  });

  it('turns a paid reservation into a contract to sign, and the reservation into converted when it is signed', async () => {
    const house = availableHouse(world.server);
    expectOk(await savePerson());
    const reservation = expectOk(await post<Reservation>('/tapp/v2/aster/reservations', { houseId: house.id, checkInDate: house.checkInDate, leaseMonths: 12, requestId: requestId() }));
    const order = expectOk(await post<{ orderNo: string }>(`/tapp/v2/aster/reservations/${reservation.id}/sign`, { agreed: true }));
    await payByWechat(order.orderNo);

    const made = expectOk(await get<ContractSummary[]>(`${C}/list`, { status: 'pre_created' })).find((contract) => contract.house.houseId === house.id);
    const id = made?.id ?? '';
    const contract = await detail(id);
    expect(contract).toMatchObject({ reservationId: reservation.id, startDate: house.checkInDate, leaseMonths: 12, tenantName: DEMO_CONTRACT_TENANT.name });
    expectOk(await post(`${C}/pre/${id}`, {}));
    expectOk(await get(`${C}/check-contract-cret/${id}`));
    const signed = expectOk(await sign(id));
    const firstFen = contract.bills.filter((bill) => bill.kind === 'deposit' || bill.periodStart === contract.startDate).reduce((sum, bill) => sum + bill.amountFen, 0);
    // The 定金 counts towards the first payment.
    expect(signed.payOrder?.amount).toBe(((firstFen - house.depositFen) / 100).toFixed(2));
    expect(expectOk(await get<Reservation>(`/tapp/v2/aster/reservations/${reservation.id}`)).status).toBe('converted');
    expect((await post(`/tapp/v2/aster/reservations/${reservation.id}/cancel`)).body.errorCode).toBe('RESERVATION_STATE_INVALID');
  });

  it('voids the unsigned contract of a reservation refunded before signing', async () => {
    const house = availableHouse(world.server);
    expectOk(await savePerson());
    const reservation = expectOk(await post<Reservation>('/tapp/v2/aster/reservations', { houseId: house.id, checkInDate: house.checkInDate, leaseMonths: 6, requestId: requestId() }));
    await payByWechat(expectOk(await post<{ orderNo: string }>(`/tapp/v2/aster/reservations/${reservation.id}/sign`, { agreed: true })).orderNo);
    const id = expectOk(await get<ContractSummary[]>(`${C}/list`)).find((contract) => contract.house.houseId === house.id)?.id ?? '';
    expectOk(await post(`/tapp/v2/aster/reservations/${reservation.id}/cancel`));
    expect((await detail(id)).status).toBe('cancelled');
    expect((await post(`${C}/pre/${id}`, {})).body.errorCode).toBe('CONTRACT_STATE_INVALID');
  });

  it('checks out: date within the lease, close and apply again, refund preview line by line, signed as 提前解约', async () => {
    const id = idOf('HTDEMO05'); // 2026-06-01 .. 2027-05-31, rent paid through 2026-11-30, water unpaid
    const apply = (expectCheckoutDate: string) => post<CheckoutApplication>(CHECKOUT, { contractId: id, expectCheckoutDate });
    expect((await apply('2027-06-01')).body).toMatchObject({ errorCode: 'CHECKOUT_DATE_INVALID', message: '退租日期需在租期内（2026-06-01至2027-05-31）' });
    expect((await apply('2026-11-20')).body).toMatchObject({ errorCode: 'CHECKOUT_DATE_INVALID', message: '退租日期不能早于今天' });
    expect((await post(CHECKOUT, { contractId: idOf('HTDEMO04'), expectCheckoutDate: '2027-02-01' })).body.errorCode).toBe('CONTRACT_STATE_INVALID');

    const first = contractEndpoints.checkoutApply.response.parse(expectOk(await apply('2026-12-31')));
    expect(first).toMatchObject({ status: 'applied', statusText: '退租申请中', expectCheckoutDate: '2026-12-31' });
    expect((await apply('2026-12-31')).body.errorCode).toBe('CONTRACT_STATE_INVALID');
    expect(expectOk(await get(`${CHECKOUT}/getUndoneCheckoutApplyByContractId/${id}`))).toMatchObject({ id: first.id });
    expect(expectOk(await post<CheckoutApplication>(`${CHECKOUT}/close/${first.id}`))).toMatchObject({ status: 'closed' });
    expect((await post(`${CHECKOUT}/close/${first.id}`)).body.errorCode).toBe('CHECKOUT_STATE_INVALID');
    expect((await detail(id)).status).toBe('renting');
    expect(expectOk(await get(`${CHECKOUT}/getUndoneCheckoutApplyByContractId/${id}`))).toBeNull();

    const second = expectOk(await apply('2026-12-31'));
    const page = contractEndpoints.checkoutList.response.parse(expectOk(await get(`${CHECKOUT}/list`, { contractId: id })));
    expect(page.map((application) => application.status)).toEqual(['applied', 'closed']);

    const preview = contractEndpoints.refundPreview.response.parse(expectOk(await get<RefundPreview>(`${C}/refund-preview/${id}`)));
    const contract = await detail(id);
    const rentBill = contract.bills.find((bill) => bill.kind === 'rent' && bill.periodStart === '2026-12-01');
    const days = (Date.parse(`${rentBill?.periodEnd ?? ''}T00:00:00Z`) - Date.parse('2026-12-01T00:00:00Z')) / DAY + 1;
    expect(preview).toMatchObject({ checkoutDate: '2026-12-31', early: true });
    expect(preview.lines.map((line) => [line.kind, line.amountFen])).toEqual([
      ['deposit_back', contract.bills.filter((bill) => bill.kind === 'deposit').reduce((sum, bill) => sum + bill.amountFen, 0)],
      ['rent_owed', -Math.round(((rentBill?.amountFen ?? 0) * 31) / days)],
      ['utility_owed', -8_650],
      ['penalty', -Math.round(Number(contract.rent) * 100)],
    ]);
    expect(preview.netFen).toBe(preview.lines.reduce((sum, line) => sum + line.amountFen, 0));
    expect(expectOk(await get<RefundPreview>(`${C}/refund-preview/${id}`, { checkoutDate: '2027-05-31' })).early).toBe(false);

    expect((await get(`${C}/refund-sign/${id}`, { sign: 'not-the-preview' })).body.errorCode).toBe('REFUND_PREVIEW_CHANGED');
    const settled = expectOk(await get<CheckoutApplication>(`${C}/refund-sign/${id}`, { sign: preview.sign }));
    expect(settled).toMatchObject({ id: second.id, status: 'settled', netAmount: (preview.netFen / 100).toFixed(2) });
    expect((await detail(id)).status).toBe('terminated');
    expect((await get(`${C}/refund-sign/${id}`, { sign: preview.sign })).body.errorCode).toBe('CONTRACT_STATE_INVALID');
    expect(expectOk(await get(`${C}/contract-count`))).toEqual({ activeCount: 3, unBindCount: 1 });
  });
});
