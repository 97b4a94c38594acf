import { addCalendarDays, chinaDate, type ContractDetail, type RefundPreview } from '@aster/core-domain';

/** Today as the screens see it (China date of the real clock), and a lease around it, so the tests never age. */
export const today = () => chinaDate(Date.now());

export function rentingContract(over: Partial<ContractDetail> = {}): ContractDetail {
  return {
    id: '5',
    contractNo: 'HTDEMO05',
    bound: true,
    status: 'renting',
    statusText: '在租中',
    onlineContractStatus: 9,
    house: { houseId: 'h000005', title: '静安寺 · 精装一居室', address: '上海市静安区', storeName: 'Aster寓·静安店', coverUrl: 'https://img.test/5.png' },
    startDate: addCalendarDays(today(), -100),
    endDate: addCalendarDays(today(), 200),
    leaseMonths: 12,
    rent: '3500.00',
    paymentCycle: { depositMonths: 1, payMonths: 3, text: '押一付三' },
    deposit: '3500.00',
    tenantName: '张三',
    coTenants: [],
    roomItems: [],
    bills: [],
    changeRecords: [],
    unRentRule: { penaltyPercentOfRent: 100 },
    unRentRuleText: ['租期届满退租的，不收取违约金。'],
    ...over,
  };
}

export function preview(over: Partial<RefundPreview> = {}): RefundPreview {
  return {
    contractId: '5',
    checkoutDate: addCalendarDays(today(), 30),
    early: true,
    lines: [
      { kind: 'deposit_back', label: '押金退还', amountFen: 350_000, amount: '3500.00', billId: null },
      { kind: 'utility_owed', label: '未结清：水费（2026-10）', amountFen: -8_650, amount: '-86.50', billId: '9' },
      { kind: 'penalty', label: '提前退租违约金（月租金的100%）', amountFen: -350_000, amount: '-3500.00', billId: null },
    ],
    netFen: -8_650,
    netAmount: '-86.50',
    refundAccount: null,
    sign: 'sign-1',
    ...over,
  };
}
