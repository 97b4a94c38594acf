import * as React from 'react';
import { useAppSelector, useGetProofOfWorkChallengeMutation } from '@aster/core-api';
import { selectIsLoggedIn } from '@aster/core-domain';
import { proofOfWork } from '@screens/platform/proofOfWork';

/**
 * What an SMS code request carries beside its fields: on H5 for a logged-out tenant, a fresh challenge solved
 * (`proofOfWork`, the header's value); nothing on the mini-programs or once logged in (the server asks none there).
 * `solving` is true while the challenge is fetched and worked out.
 */
export function useSmsProof(): { prove: () => Promise<{ proofOfWork?: string }>; solving: boolean } {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [getChallenge] = useGetProofOfWorkChallengeMutation();
  const [solving, setSolving] = React.useState(false);
  const prove = React.useCallback(async (): Promise<{ proofOfWork?: string }> => {
    if (loggedIn || !proofOfWork.required) return {};
    setSolving(true);
    try {
      return { proofOfWork: await proofOfWork.solve(await getChallenge().unwrap()) };
    } finally {
      setSolving(false);
    }
  }, [getChallenge, loggedIn]);
  return { prove, solving };
}
