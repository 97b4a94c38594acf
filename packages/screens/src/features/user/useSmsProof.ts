import * as React from 'react';
import { useAppSelector, useBackendExtensions, useGetProofOfWorkChallengeMutation } from '@aster/core-api';
import { selectIsLoggedIn } from '@aster/core-domain';
import { proofOfWork } from '@screens/platform/proofOfWork';

/**
 * What an SMS code request carries beside its fields: on H5 for a logged-out tenant, a fresh challenge solved
 * (`proofOfWork`, the header's value); nothing on the mini-programs or once logged in (the server asks none there).
 * `solving` is true while the challenge is fetched and worked out. The challenge is an extension: a backend that does
 * not serve it (spec section 7 alone) asks for no proof either, and the request goes without one.
 */
export function useSmsProof(): { prove: () => Promise<{ proofOfWork?: string }>; solving: boolean } {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [getChallenge] = useGetProofOfWorkChallengeMutation();
  const extensions = useBackendExtensions();
  const [solving, setSolving] = React.useState(false);
  const prove = React.useCallback(async (): Promise<{ proofOfWork?: string }> => {
    if (loggedIn || !proofOfWork.required) return {};
    setSolving(true);
    try {
      await extensions.load();
      if (extensions.status('auth') === 'notEnabled') return {};
      return { proofOfWork: await proofOfWork.solve(await getChallenge().unwrap()) };
    } finally {
      setSolving(false);
    }
  }, [extensions, getChallenge, loggedIn]);
  return { prove, solving };
}
