import { contractEndpoints } from './contract';
import { endpointLabel } from './define';

describe('contract catalogue entries', () => {
  it('takes the signature as a PNG data URL in a POST body, bounded', () => {
    const { request } = contractEndpoints.saveHandSign;
    expect(endpointLabel(contractEndpoints.saveHandSign)).toBe('POST /tapp/v1/contract/saveHandSign/{id}');
    expect(request.safeParse({ signImage: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
    expect(request.safeParse({ signImage: 'data:image/jpeg;base64,/9j/4AAQ' }).success).toBe(false);
    expect(request.safeParse({ signImage: 'data:image/svg+xml;base64,PHN2Zz4=' }).success).toBe(false);
    expect(request.safeParse({ signImage: `data:image/png;base64,${'A'.repeat(200_000)}` }).success).toBe(false);
  });

  it('answers contracts with their status and onlineContractStatus, ids as text', () => {
    const house = { houseId: 'h000001', title: '张江·一居', address: '上海', storeName: '张江店', coverUrl: 'http://x/1.png' };
    const [summary] = contractEndpoints.list.response.parse([
      { id: 7, contractNo: 'HT1', status: 'pre_created', statusText: '待完善信息', onlineContractStatus: 5, house, startDate: '2026-12-01', endDate: '2027-11-30', leaseMonths: 12, rent: '3000.00' },
    ]);
    expect(summary).toMatchObject({ id: '7', onlineContractStatus: 5 });
    expect(contractEndpoints.list.request.safeParse({ status: 'bogus' }).success).toBe(false);
    expect(contractEndpoints.undoneCheckout.response.parse(null)).toBeNull();
  });
});
