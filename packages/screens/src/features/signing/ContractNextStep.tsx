import * as React from 'react';
import { pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { ActionBar } from '@screens/features/booking/bookingParts';

/**
 * The way on once a contract's side step is done (insurance bought or confirmed, the commitment letter signed): back to
 * the contract, where its next step (paying, moving in) waits. A redirect: back from the contract does not return to
 * the finished step.
 */
export function ContractNextStep({ contractId, testId }: { contractId: string; testId: string }) {
  return (
    <ActionBar>
      <Button testId={testId} onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/contract_detail/index', { contractId }))}>
        返回合同
      </Button>
    </ActionBar>
  );
}
