import { billEndpoints, contractEndpoints } from '@aster/core-api';
import type { BillList, ContractDetail, ContractSummary } from '@aster/core-domain';
import { expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';

/**
 * Issue 46, one truth for money: over the seeded data, every bill the bill centre lists shows the same status and
 * amount on its contract's page (the contract once said 待支付 ¥8,730 where 我的账单 said 已逾期 ¥8,751.83).
 */
describe('the bill centre and the contract pages agree on every bill', () => {
  let world: BookingWorld;
  beforeAll(async () => {
    world = await startBookingWorld();
  }, 60_000);
  afterAll(() => world.server.close());

  it('shows each bill of the demo tenant with one status and one amount', async () => {
    const get = async <T>(path: string) => expectOk(await world.server.call<T>('GET', path, { token: world.tenant }));
    const centre = billEndpoints.list.response.parse(await get<BillList>('/tapp/v1/bill/list'));
    const contracts = contractEndpoints.list.response.parse(await get<ContractSummary[]>('/tapp/v1/contract/list'));
    const onContracts = new Map<string, { status: string | undefined; amount: string | undefined }>();
    // A contract waiting to be bound (contract-count's unBindCount) is not the tenant's yet: it has no page.
    for (const contract of contracts.filter((each) => each.bound !== false)) {
      const detail = contractEndpoints.detail.response.parse(await get<ContractDetail>(`/tapp/v1/contract/${contract.id}`));
      for (const bill of detail.bills) onContracts.set(bill.id, { status: bill.status, amount: bill.total === undefined ? undefined : String(bill.total) });
    }
    const compared = centre.bills.filter((bill) => onContracts.has(bill.id));
    // The seed has bills in every state: overdue with a late fee, unpaid, paid, closed with its lease.
    expect(new Set(compared.map((bill) => bill.status))).toEqual(new Set(['overdue', 'unpaid', 'paid', 'closed']));
    expect(compared.some((bill) => Number(bill.lateFee) > 0)).toBe(true);
    const disagreements = compared
      .map((bill) => ({ bill, contract: onContracts.get(bill.id) }))
      .filter(({ bill, contract }) => contract?.status !== bill.status || contract.amount !== String(bill.amount))
      .map(({ bill, contract }) => `${bill.title}: 我的账单 ${bill.status} ¥${bill.amount}, contract ${contract?.status} ¥${contract?.amount}`);
    expect(disagreements).toEqual([]);
  });
});
