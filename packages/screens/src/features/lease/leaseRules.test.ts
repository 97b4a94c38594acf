import { ContractStatusSchema } from '@aster/core-domain';
import { inLeaseTab, leaseActions, leaseTagTone, showsHandover, takesRefundAccount } from './leaseRules';

describe('lease view rules', () => {
  const contracts = ContractStatusSchema.options.map((status, index) => ({ id: String(index), status }));

  it('puts every status in exactly one tab besides 全部', () => {
    const tabs = ['signing', 'living', 'ended'] as const;
    expect(inLeaseTab(contracts, 'all')).toHaveLength(contracts.length);
    expect(tabs.flatMap((tab) => inLeaseTab(contracts, tab)).map((contract) => contract.status).sort()).toEqual([...ContractStatusSchema.options].sort());
    expect(inLeaseTab(contracts, 'living').map((contract) => contract.status)).toEqual(['to_move_in', 'renting', 'checkout_applied']);
    expect(leaseTagTone('cancelled')).toBe('off');
    expect(leaseTagTone('awaiting_sign')).toBe('warn');
  });

  it('offers the actions each status allows, each opening the page of its step', () => {
    expect(leaseActions('pre_created', '7').map((action) => [action.title, action.url])).toEqual([['去签约', '/pages/contract/pages/view_contract_paper/index?contractId=7']]);
    expect(leaseActions('awaiting_payment', '7').map((action) => action.url)).toEqual(['/pages/contract/pages/contract_pay/index?contractId=7']);
    expect(leaseActions('renting', '7').map((action) => [action.title, action.url])).toEqual([
      ['退租', '/pages/service/pages/applyCheckout/index?contractId=7'],
      ['续租', '/pages/service/pages/applyRent/index?contractId=7'],
    ]);
    expect(leaseActions('checkout_applied', '7').map((action) => action.url)).toEqual(['/pages/contract/pages/un_rent/index?contractId=7']);
    expect(leaseActions('to_move_in', '7')).toEqual([]);
    expect(leaseActions('cancelled', '7')).toEqual([]);
    expect(showsHandover('to_move_in')).toBe(true);
    expect(showsHandover('awaiting_payment')).toBe(false);
    expect(takesRefundAccount('renting')).toBe(true);
    expect(takesRefundAccount('checked_out')).toBe(false);
  });
});
