import type { PayableBill, SharedBill } from '@aster/core-domain';

/** The demo tenant's 燃气费 as a friend sees it through a share link (masked, payable by WeChat Pay); `over` patches it. */
export function sharedBillOf(over: Partial<SharedBill> = {}): SharedBill {
  return {
    title: '燃气费（2026-10）',
    kind: 'utility',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    dueDate: '2026-11-05',
    amount: '43.20',
    lateFee: '0.00',
    items: [{ name: '燃气费', amount: '43.20' }],
    houseTitle: '静安·和煦苑 2室1厅',
    tenantName: '张*',
    problem: null,
    ways: [{ way: 'wechat', label: '微信支付' }],
    expiresAt: '2026-11-22T09:00:00+08:00',
    ...over,
  };
}

/** A paper bill's bill as anyone holding its code sees it. */
export function codeBillOf(over: Partial<PayableBill> = {}): PayableBill {
  const { expiresAt: _expiresAt, ...bill } = sharedBillOf({ title: '电费（2026-10）', amount: '138.70', items: [{ name: '电费', amount: '138.70' }] });
  return { ...bill, ...over };
}

/** A share link's code as the server makes them (24 random bytes, base64url). */
export const SHARE_CODE = 'Qm9yaW5nU2hhcmVDb2RlMDEyMzQ1Njc4OWFi';
