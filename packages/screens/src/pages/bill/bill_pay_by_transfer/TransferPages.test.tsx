import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { recordedHouseActions } from '@screens/platform/houseActions';
import { fakePhotos } from '@screens/platform/photos';
import TransferGuidePage from './TransferGuidePage';
import TransferProgressPage from './TransferProgressPage';
import TransferReceiptPage from './TransferReceiptPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '31' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const RECEIPT_ID = 'R'.repeat(32);
const account = { name: '上海艾斯特公寓管理有限公司', bank: '招商银行上海分行营业部', number: '1219 0988 7710 301' };
const transfer = (status: 'submitted' | 'confirmed' | 'rejected', rejectReason: string | null = null) => ({
  id: '5',
  status,
  amount: '4500.00',
  payerName: '张三',
  submittedAt: '2026-11-24T10:00:00+08:00',
  decidedAt: status === 'submitted' ? null : '2026-11-24T15:00:00+08:00',
  rejectReason,
});
const info = (latest: ReturnType<typeof transfer> | null = null) => okAnswer({ billId: '31', title: '租金（2026-12）', amount: '4500.00', account, reference: 'ZD00000031', transfer: latest });

describe('pay a bill by bank transfer', () => {
  beforeEach(() => {
    fakePhotos.reset();
    recordedHouseActions.length = 0;
  });

  it('shows where to transfer, copies each line, and leads to the receipt (or to the progress while one waits)', async () => {
    const page = await openScreen(TransferGuidePage, { answers: { '/bill/31/transfer': () => info() } });
    expect(page.byTestId('transfer-head')?.children.join('')).toBe('转账 ¥4,500.00');
    expect(page.byTestId('transfer-reference')?.children.join('')).toBe('ZD00000031');
    await page.tap('transfer-account-number-copy');
    await page.tap('transfer-reference-copy');
    expect(recordedHouseActions.map((action) => action.args[0])).toEqual(['1219 0988 7710 301', 'ZD00000031']);
    await page.tap('transfer-next');
    expect(page.currentPage()).toBe('/pages/bill/bill_pay_by_transfer/stepOne?id=31');
    page.unmount();

    const waiting = await openScreen(TransferGuidePage, { answers: { '/bill/31/transfer': () => info(transfer('submitted')) } });
    expect(waiting.byTestId('transfer-next')).toBeUndefined();
    await waiting.tap('transfer-progress');
    expect(waiting.currentPage()).toBe('/pages/bill/bill_pay_by_transfer/stepThree?id=31');
    waiting.unmount();
  });

  it('asks for the receipt and the payer, keeps what was typed when the server does not answer, and sends it once it is uploaded', async () => {
    let refuse = true;
    const page = await openScreen(TransferReceiptPage, {
      answers: {
        '/bill/31/transfer': (request) =>
          request.method === 'POST' ? (refuse ? businessErrorAnswer(null, null, 503) : okAnswer(transfer('submitted'))) : info(),
      },
    });
    await page.tap('transfer-submit');
    expect(page.text()).toContain('请上传转账凭证');
    expect(page.text()).toContain('请填写付款账户的户名');

    fakePhotos.next = [{ path: 'receipt.jpg' }];
    fakePhotos.answer = () => Promise.resolve({ status: 200, body: JSON.stringify({ errorCode: '0', message: '', data: { id: RECEIPT_ID, size: 10 } }) });
    await page.tap('transfer-receipt-album');
    await page.settle();
    await page.type('transfer-payer', '张三');
    await page.tap('transfer-submit');
    await page.settle();
    expect(page.byTestId('transfer-submit')?.props.className).not.toContain('disabled');
    expect(page.value('transfer-payer')).toBe('张三');

    refuse = false;
    await page.tap('transfer-submit');
    await page.settle();
    const sent = page.sent('/bill/31/transfer').filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((request) => JSON.parse(String(request.data)) as { receiptId: string; payerName: string; requestKey: string });
    expect(first).toMatchObject({ receiptId: RECEIPT_ID, payerName: '张三' });
    // sent again after no answer: the same request key, so the server keeps one transfer whatever reached it
    expect(second?.requestKey).toBe(first?.requestKey);
    expect(page.currentPage()).toBe('/pages/bill/bill_pay_by_transfer/stepThree?id=31');
    page.unmount();
  });

  it('says a transfer waits, was confirmed, or was rejected with the reason and a way to send another receipt', async () => {
    const waiting = await openScreen(TransferProgressPage, { answers: { '/bill/31/transfer': () => info(transfer('submitted')) } });
    expect(waiting.byTestId('transfer-status')?.children.join('')).toBe('转账确认中');
    expect(waiting.text()).toContain('通常在1个工作日内完成');
    waiting.unmount();

    const confirmed = await openScreen(TransferProgressPage, { answers: { '/bill/31/transfer': () => info(transfer('confirmed')) } });
    expect(confirmed.byTestId('transfer-status')?.children.join('')).toBe('转账已确认，账单已支付');
    await confirmed.tap('transfer-bill');
    expect(confirmed.currentPage()).toBe('/pages/bill/bill_detail/index?id=31');
    confirmed.unmount();

    const rejected = await openScreen(TransferProgressPage, { answers: { '/bill/31/transfer': () => info(transfer('rejected', '未查询到该笔转账，请核对转账金额和附言')) } });
    expect(rejected.byTestId('transfer-reject-reason')?.children.join('')).toBe('未查询到该笔转账，请核对转账金额和附言');
    await rejected.tap('transfer-again');
    expect(rejected.currentPage()).toBe('/pages/bill/bill_pay_by_transfer/stepOne?id=31');
    rejected.unmount();
  });
});
