import { invoiceEndpoints } from '@aster/core-api';
import type { InvoiceDetail, InvoiceLines, InvoiceList, InvoiceableList, SavedInvoiceTitle } from '@aster/core-domain';
import { PDFDocument } from 'pdf-lib';
import { demoUsers } from '../auth/seed';
import { MINUTE, expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { PDF_LINK_TTL_MS } from '../contracts/contractPdf';
import { withTamperedTicket } from '../testing/testServer';

const I = '/tapp/v1/invoice';
const CODE = '91350100M000100Y43';
const COMPANY = { type: 'company', name: '上海甲乙科技有限公司', taxNumber: CODE.toLowerCase(), bankLine: '招商银行上海分行 6214830123456789', addressLine: '上海市徐汇区漕溪北路1号 021-12345678' };

describe('invoices over HTTP: apply, held once, issued with a real PDF, failed frees, nobody else sees them', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  }, 30_000);
  afterEach(() => world.server.close());

  const get = async <T>(path: string, token = world.tenant) => world.server.call<T>('GET', path, { token });
  const post = async <T>(path: string, body: unknown = {}, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const invoiceable = async (token = world.tenant) => invoiceEndpoints.invoiceable.response.parse(expectOk(await get<InvoiceableList>(`${I}/invoiceable`, token)));
  const apply = (items: { kind: string; id: string }[], extra: Record<string, unknown> = {}, token = world.tenant) =>
    post<InvoiceDetail>(`${I}/apply`, { items, title: COMPANY, email: 'finance@example.com', requestKey: requestId(), ...extra }, token);
  const dev = (id: string, action: 'issue' | 'fail' | 'void', body: unknown = {}) => world.server.call('POST', `/__dev/invoices/${id}/${action}`, { body });
  const fetchPdf = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, world.server.baseUrl));

  it('shows the demo tenant the seeded issued invoice and the paid bills not yet invoiced, newest first', async () => {
    const { invoices } = invoiceEndpoints.list.response.parse(expectOk(await get<InvoiceList>(`${I}/list`)));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'issued', titleType: 'personal', titleName: '张三', itemCount: 1 });
    expect(invoices[0]?.number).toMatch(/^\d{20}$/);
    const { items, more } = await invoiceable();
    expect(items.length).toBeGreaterThan(1);
    expect(more).toBe(0);
    expect(items.every((item) => item.kind === 'bill' && item.amountFen > 0 && item.contract.startsWith('HT'))).toBe(true);
    expect(items.map((item) => item.paidAt)).toEqual([...items.map((item) => item.paidAt)].sort((a, b) => b - a));
    // Deposits are held, not earned; the seeded invoice's bill is taken.
    const deposits = world.server.db.prepare("SELECT CAST(b.id AS TEXT) AS id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.user_id = ? AND b.kind = 'deposit' AND b.paid_at IS NOT NULL").all(demoUsers.tenant.id) as { id: string }[];
    expect(deposits.length).toBeGreaterThan(0);
    expect(items.some((item) => deposits.some((deposit) => deposit.id === item.id))).toBe(false);
    const lines = invoiceEndpoints.lines.response.parse(expectOk(await get<InvoiceLines>(`${I}/${invoices[0]?.id ?? ''}/lines`))).lines;
    expect(items.some((item) => item.id === lines[0]?.id)).toBe(false);
    expect(expectOk(await get<SavedInvoiceTitle>(`${I}/title`))).toMatchObject({ title: { type: 'personal', name: '张三' } });
  });

  it('applies once per request key, refuses the same bill again with a clear message, remembers the title', async () => {
    const [first, second] = (await invoiceable()).items;
    if (first === undefined || second === undefined) throw new Error('the demo tenant has no paid bills');
    const key = requestId();
    const applied = invoiceEndpoints.apply.response.parse(expectOk(await apply([{ kind: 'bill', id: first.id }, { kind: 'bill', id: second.id }], { requestKey: key })));
    expect(applied).toMatchObject({ status: 'applied', titleType: 'company', titleName: COMPANY.name, amountFen: first.amountFen + second.amountFen, itemCount: 2, number: null, pdfUrl: null, taxNumberMasked: '**************0Y43', emailMasked: 'fi***@example.com' });
    expect(JSON.stringify(applied)).not.toContain(CODE);
    // The same tap again (a lost answer): the same invoice.
    expect(expectOk(await apply([{ kind: 'bill', id: first.id }, { kind: 'bill', id: second.id }], { requestKey: key })).id).toBe(applied.id);
    const again = await apply([{ kind: 'bill', id: second.id }]);
    expect(again.body).toMatchObject({ errorCode: 'INVOICE_ITEM_TAKEN', message: `「${second.title}」已开具发票或正在开票，不能重复申请` });
    expect((await invoiceable()).items.some((item) => item.id === first.id || item.id === second.id)).toBe(false);
    expect(expectOk(await get<InvoiceList>(`${I}/list`)).invoices[0]).toMatchObject({ id: applied.id, status: 'applied' });
    expect(expectOk(await get<SavedInvoiceTitle>(`${I}/title`))).toEqual({ title: { ...COMPANY, taxNumber: CODE }, email: 'finance@example.com' });
    // The database refuses a second holder whatever the code does.
    expect(() => world.server.db.prepare("INSERT INTO invoice_items (invoice_id, kind, ref, title, amount_fen, paid_at) VALUES (?, 'bill', ?, 'x', 1, 0)").run(Number(applied.id), first.id)).toThrow(/UNIQUE/);
  });

  it('refuses a company without a valid credit code, an empty or oversized selection and unknown items', async () => {
    const [first] = (await invoiceable()).items;
    if (first === undefined) throw new Error('no paid bills');
    expect((await apply([{ kind: 'bill', id: first.id }], { title: { ...COMPANY, taxNumber: '' } })).body.message).toContain('请填写统一社会信用代码');
    expect((await apply([{ kind: 'bill', id: first.id }], { title: { ...COMPANY, taxNumber: '91350100M000100Y44' } })).body.message).toContain('请输入正确的18位统一社会信用代码');
    expect((await apply([])).body.message).toContain('请选择要开票的账单或订单');
    expect((await apply(Array.from({ length: 51 }, (_x, index) => ({ kind: 'bill', id: String(index + 1) })))).body.message).toContain('一次最多选择50笔');
    expect((await apply([{ kind: 'order', id: 'NO-SUCH-ORDER' }])).body).toMatchObject({ errorCode: 'INVOICE_ITEM_NOT_FOUND' });
    const unpaid = world.server.db.prepare("SELECT CAST(b.id AS TEXT) AS id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.user_id = ? AND b.paid_at IS NULL LIMIT 1").get(demoUsers.tenant.id) as { id: string };
    expect((await apply([{ kind: 'bill', id: unpaid.id }])).body).toMatchObject({ errorCode: 'INVOICE_ITEM_NOT_FOUND' });
  });

  it('offers a paid meter top-up order, not a wallet top-up nor a refunded one, and invoices it like a bill', async () => {
    const order = (no: string, biz: string, refunded: number | null = null) =>
      world.server.db
        .prepare("INSERT INTO pay_orders (order_no, user_id, amount_fen, subject, biz_type, biz_id, status, created_at, paid_at, refunded_at) VALUES (?, ?, ?, ?, ?, ?, 'paid', ?, ?, ?)")
        .run(no, demoUsers.tenant.id, 5_000, biz === 'meter_topup' ? '电费充值' : '钱包余额充值', biz, no, world.clock.now(), world.clock.now(), refunded);
    order('PO-METER-1', 'meter_topup');
    order('PO-METER-2', 'meter_topup', world.clock.now());
    order('PO-WALLET-1', 'wallet_topup');
    const { items } = await invoiceable();
    expect(items.filter((item) => item.kind === 'order')).toEqual([expect.objectContaining({ id: 'PO-METER-1', title: '电费充值', amountFen: 5_000, periodStart: null, contract: '' })]);
    const applied = expectOk(await apply([{ kind: 'order', id: 'PO-METER-1' }]));
    expect(expectOk(await get<InvoiceLines>(`${I}/${applied.id}/lines`)).lines).toEqual([expect.objectContaining({ kind: 'order', id: 'PO-METER-1', amountFen: 5_000 })]);
    expect((await apply([{ kind: 'order', id: 'PO-METER-1' }])).body).toMatchObject({ errorCode: 'INVOICE_ITEM_TAKEN', message: '「电费充值」已开具发票或正在开票，不能重复申请' });
    expect((await apply([{ kind: 'order', id: 'PO-WALLET-1' }])).body).toMatchObject({ errorCode: 'INVOICE_ITEM_NOT_FOUND' });
  });

  it('is issued by the operator with a number and a real PDF behind an expiring link of its tenant', async () => {
    const [first] = (await invoiceable()).items;
    if (first === undefined) throw new Error('no paid bills');
    const applied = expectOk(await apply([{ kind: 'bill', id: first.id }]));
    expect((await dev(applied.id, 'issue')).body).toMatchObject({ errorCode: '0' });
    expect((await dev(applied.id, 'issue')).body).toMatchObject({ errorCode: 'INVOICE_DECIDED' });
    const issued = invoiceEndpoints.detail.response.parse(expectOk(await get<InvoiceDetail>(`${I}/${applied.id}`)));
    expect(issued).toMatchObject({ status: 'issued', number: expect.stringMatching(/^\d{20}$/) as string, issuedAt: world.clock.now() });
    const url = issued.pdfUrl ?? '';
    expect(url).toContain(`/files/invoices/${applied.id}/invoice.pdf?expires=`);
    expect(url).not.toContain(world.tenant);
    const response = await fetchPdf(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(document.getTitle()).toBe(`电子发票 ${issued.number ?? ''}`);
    // Another invoice's id with this ticket, a changed ticket, or the link after it expired: not found.
    expect((await fetchPdf(url.replace(`/invoices/${applied.id}/`, '/invoices/1/'))).status).toBe(404);
    expect((await fetchPdf(withTamperedTicket(url))).status).toBe(404);
    world.clock.advance(PDF_LINK_TTL_MS + MINUTE);
    expect((await fetchPdf(url)).status).toBe(404);
  });

  it('frees the items of a failed or voided invoice, with the reason shown', async () => {
    const [first] = (await invoiceable()).items;
    if (first === undefined) throw new Error('no paid bills');
    const applied = expectOk(await apply([{ kind: 'bill', id: first.id }]));
    expectOk(await dev(applied.id, 'fail', { reason: '购买方税号与名称不符' }));
    expect(expectOk(await get<InvoiceDetail>(`${I}/${applied.id}`))).toMatchObject({ status: 'failed', failReason: '购买方税号与名称不符', pdfUrl: null });
    expect((await invoiceable()).items.some((item) => item.id === first.id)).toBe(true);
    const second = expectOk(await apply([{ kind: 'bill', id: first.id }]));
    expectOk(await dev(second.id, 'issue'));
    expectOk(await dev(second.id, 'void'));
    expect(expectOk(await get<InvoiceDetail>(`${I}/${second.id}`)).status).toBe('voided');
    expect((await invoiceable()).items.some((item) => item.id === first.id)).toBe(true);
    expect((await dev(applied.id, 'issue')).body).toMatchObject({ errorCode: 'INVOICE_DECIDED' });
  });

  it("gives another tenant none of the demo tenant's invoices or bills", async () => {
    const [first] = (await invoiceable()).items;
    if (first === undefined) throw new Error('no paid bills');
    const applied = expectOk(await apply([{ kind: 'bill', id: first.id }]));
    expect((await get(`${I}/${applied.id}`, world.other)).body).toMatchObject({ errorCode: 'INVOICE_NOT_FOUND', data: null });
    expect((await get(`${I}/${applied.id}/lines`, world.other)).body).toMatchObject({ errorCode: 'INVOICE_NOT_FOUND' });
    expect(expectOk(await get<InvoiceList>(`${I}/list`, world.other)).invoices).toEqual([]);
    expect((await invoiceable(world.other)).items).toEqual([]);
    expect(expectOk(await get(`${I}/title`, world.other))).toBeNull();
    const [other] = (await invoiceable()).items;
    expect((await apply([{ kind: 'bill', id: other?.id ?? '1' }], {}, world.other)).body).toMatchObject({ errorCode: 'INVOICE_ITEM_NOT_FOUND' });
    expect((await get(`${I}/x1`)).body).toMatchObject({ errorCode: 'INVOICE_NOT_FOUND' });
  });
});
