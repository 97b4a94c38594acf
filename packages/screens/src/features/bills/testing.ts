import type { Bill, BillDetail } from '@aster/core-domain';

/** A bill as the server sends it (the demo tenant's lease), with `patch` over it. */
export function billOf(patch: Partial<Bill> = {}): Bill {
  return {
    id: '41',
    contractId: '5',
    contractNo: 'HTDEMO05',
    houseTitle: '整租·和平家园 1室1厅',
    kind: 'rent',
    title: '第3期租金',
    periodStart: '2026-12-01',
    periodEnd: '2027-02-28',
    dueDate: '2026-11-25',
    amount: '9000.00',
    lateFee: '0.00',
    status: 'unpaid',
    payable: true,
    paidAt: null,
    ...patch,
  };
}

export function billDetailOf(patch: Partial<BillDetail> = {}): BillDetail {
  return { ...billOf(patch), items: [{ name: '租金（2026-12-01 至 2027-02-28）', amount: '9000.00' }], notPayableReason: null, payment: null, ...patch };
}
