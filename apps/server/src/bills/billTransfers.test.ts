import type { BillDetail, BillList, BillTransfer, BillTransferInfo } from '@aster/core-domain';
import { expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { accountBalance } from '../ledger/ledger';
import { moneyInvariantProblems } from '../pay/ledger';
import { uploadTestPhoto } from '../uploads/testing';

const B = '/tapp/v1/bill';

describe('paying a bill by bank transfer over HTTP: the receipt, the operator confirming or rejecting, the ledger', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = async <T>(path: string, token = world.tenant) => world.server.call<T>('GET', path, { token });
  const post = async <T>(path: string, body: unknown, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const operator = (id: string, action: 'confirm' | 'reject', body: unknown = {}) => world.server.call<BillTransfer>('POST', `/__dev/bills/transfers/${id}/${action}`, { body });
  const owedBill = async () => {
    const { bills } = expectOk(await get<BillList>(`${B}/list?open=1`));
    const bill = bills.find((candidate) => candidate.payable);
    if (bill === undefined) throw new Error('the demo tenant owes nothing');
    return bill;
  };
  const receipt = async (token = world.tenant) => {
    const id = (await uploadTestPhoto(world.server.baseUrl, token, 'transfer_receipt')).body.data?.id;
    if (id === undefined) throw new Error('the receipt was not uploaded');
    return id;
  };

  it('takes a receipt once, shows 转账确认中 until the operator decides, and pays the bill on the ledger when confirmed', async () => {
    const bill = await owedBill();
    const info = expectOk(await get<BillTransferInfo>(`${B}/${bill.id}/transfer`));
    expect(info).toMatchObject({ billId: bill.id, amount: bill.amount, account: { name: '上海艾斯特公寓管理有限公司' }, transfer: null });
    expect(info.reference).toMatch(/^ZD\d{8}$/);

    const key = requestId();
    expect((await post(`${B}/${bill.id}/transfer`, { receiptId: 'not-an-upload', payerName: '张三', requestKey: key })).body).toMatchObject({
      errorCode: 'TRANSFER_RECEIPT_NOT_FOUND',
      message: '转账凭证未上传成功，请重新上传',
    });
    expect((await post(`${B}/${bill.id}/transfer`, { receiptId: await receipt(), payerName: '', requestKey: key })).body).toMatchObject({ errorCode: 'PARAM_INVALID' });
    const request = { receiptId: await receipt(), payerName: '张三', requestKey: key };
    const sent = expectOk(await post<BillTransfer>(`${B}/${bill.id}/transfer`, request));
    expect(sent).toMatchObject({ status: 'submitted', amount: bill.amount, payerName: '张三', decidedAt: null });
    // a retried send is the same transfer; another one waits for the first
    expect(expectOk(await post<BillTransfer>(`${B}/${bill.id}/transfer`, request)).id).toBe(sent.id);
    expect((await post(`${B}/${bill.id}/transfer`, { ...request, requestKey: requestId() })).body.errorCode).toBe('TRANSFER_WAITING');
    expect(expectOk(await get<BillDetail>(`${B}/${bill.id}`))).toMatchObject({ status: 'transfer_confirming', payable: false, transfer: { id: sent.id, status: 'submitted' } });
    expect((await post(`${B}/${bill.id}/pay`, { way: 'card' })).body).toMatchObject({ errorCode: 'BILL_NOT_PAYABLE', message: '该账单有转账待确认，请等待确认结果' });

    // the operator finds no such money: the bill is owed again, the reason shown
    const rejected = expectOk(await operator(sent.id, 'reject', { reason: '未查询到该笔转账，请核对转账金额和附言' }));
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '未查询到该笔转账，请核对转账金额和附言' });
    expect(expectOk(await get<BillDetail>(`${B}/${bill.id}`)).status).toBe(bill.status);

    const again = expectOk(await post<BillTransfer>(`${B}/${bill.id}/transfer`, { ...request, receiptId: await receipt(), requestKey: requestId() }));
    const confirmed = expectOk(await operator(again.id, 'confirm'));
    expect(confirmed).toMatchObject({ status: 'confirmed' });
    expect(expectOk(await get<BillDetail>(`${B}/${bill.id}`))).toMatchObject({ status: 'paid', transfer: { status: 'confirmed' } });
    expect((await operator(again.id, 'confirm')).body).toMatchObject({ errorCode: 'TRANSFER_DECIDED' });
    expect(accountBalance(world.server.db, 'operator:bank')).toBe(Math.round(Number(bill.amount) * 100));
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it("refuses another tenant's bill and receipt, and rejects a transfer for a bill paid meanwhile another way", async () => {
    const bill = await owedBill();
    expect((await get(`${B}/${bill.id}/transfer`, world.other)).body.errorCode).toBe('BILL_NOT_FOUND');
    const mine = await receipt();
    expect((await post(`${B}/${bill.id}/transfer`, { receiptId: mine, payerName: '李四', requestKey: requestId() }, world.other)).body.errorCode).toBe('BILL_NOT_FOUND');

    const sent = expectOk(await post<BillTransfer>(`${B}/${bill.id}/transfer`, { receiptId: mine, payerName: '张三', requestKey: requestId() }));
    world.server.db.prepare('UPDATE contract_bills SET paid_at = 1 WHERE id = ?').run(Number(bill.id));
    expect(expectOk(await operator(sent.id, 'confirm'))).toMatchObject({ status: 'rejected', rejectReason: '该账单已通过其他方式支付，转账款将原路退回' });
    expect(accountBalance(world.server.db, 'operator:bank')).toBe(0);
  });
});
