import type { ContractSummary, WorkOrderDetail, WorkOrderSetting } from '@aster/core-domain';

/** A rented room of the tenant's, as contract/list answers it. */
export function rentedContract(over: Partial<ContractSummary> = {}): ContractSummary {
  return {
    id: '5',
    contractNo: 'HTDEMO05',
    bound: true,
    status: 'renting',
    statusText: '履行中',
    onlineContractStatus: 1,
    house: { houseId: 'h1', title: '静安寺 · 精装一居室', address: '上海市静安区', storeName: '静安店', coverUrl: '' },
    startDate: '2026-06-01',
    endDate: '2027-05-31',
    leaseMonths: 12,
    rent: '3500.00',
    ...over,
  };
}

export const repairSetting: WorkOrderSetting = { type: 1, categories: ['水管漏水', '电路故障'], acceptMinutes: 30, assignMinutes: 120, visitMinutes: 1440, doneMinutes: 1440, needsVisit: true };
export const visitTime = { days: 3, slots: [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }] };

const T0 = Date.UTC(2026, 10, 24, 1, 0, 0);

/** A repair as work-order/{id} answers it, waiting for acceptance past its promise. */
export function repairOrder(over: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return {
    id: '21',
    kind: 'repair',
    status: 'submitted',
    statusText: '待受理',
    category: '水管漏水',
    description: '厨房水槽下面漏水',
    houseTitle: '静安寺 · 精装一居室',
    createdAt: T0,
    overdue: true,
    contractId: '5',
    contactPhone: '13800138000',
    visitStart: T0 + 20 * 3600_000,
    visitEnd: T0 + 23 * 3600_000,
    photoIds: [],
    worker: null,
    steps: [
      { key: 'submitted', title: '报修已提交', at: T0, due: null, overdue: false, note: null },
      { key: 'accepted', title: '已受理', at: null, due: T0 + 30 * 60_000, overdue: true, note: null },
      { key: 'assigned', title: '已派单', at: null, due: T0 + 2 * 3600_000, overdue: false, note: null },
      { key: 'visiting', title: '上门处理', at: null, due: T0 + 23 * 3600_000, overdue: false, note: '已预约上门时间' },
      { key: 'done', title: '已完成', at: null, due: T0 + 47 * 3600_000, overdue: false, note: null },
      { key: 'rated', title: '已评价', at: null, due: null, overdue: false, note: null },
    ],
    canCancel: true,
    canUrge: true,
    urgedAt: null,
    rating: null,
    ...over,
  };
}
