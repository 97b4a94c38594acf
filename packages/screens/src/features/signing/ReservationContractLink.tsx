import * as React from 'react';
import { useGetContractListQuery } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { signStep } from './signingFlow';

/**
 * Where a paid reservation leads: the contract made from it (the server makes it when the reservation is paid).
 * 去签约 while it waits for the tenant, 查看合同 once signed; nothing while there is none.
 */
export function ReservationContractLink({ reservationId, kind = 'primary' }: { reservationId: string; kind?: 'primary' | 'default' }) {
  const contracts = useGetContractListQuery({}, { refetchOnMountOrArgChange: true });
  const contract = contracts.data?.find((each) => each.reservationId === reservationId && each.status !== 'cancelled');
  if (contract === undefined) return null;
  const step = signStep(contract.status);
  return (
    <Button
      kind={kind}
      testId="reservation-contract"
      onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/view_contract_paper/index', { contractId: contract.id }))}
    >
      {step === 'prefill' || step === 'verify' ? '去签约' : '查看合同'}
    </Button>
  );
}
