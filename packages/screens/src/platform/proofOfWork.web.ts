import type { ProofOfWork } from '@aster/core-api';
import { PROOF_OF_WORK_FAILED, type ProofOfWorkPort } from './proofOfWorkTypes';

export type { ProofOfWorkPort };

/** Longer than any challenge the server sets (about a second on a phone); past it the tenant is told, not left waiting. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * H5: altcha's solver over Web Crypto's PBKDF2, fetched only when a logged-out tenant asks for a code, so neither the
 * first load nor the mini-programs carry it (in the H5 build `altcha-lib` is its small solver module, pow.js:
 * packages/screens/build/remaxConfig.js).
 */
export const proofOfWork: ProofOfWorkPort = {
  required: true,
  async solve(challenge) {
    if (typeof crypto === 'undefined' || crypto.subtle === undefined) throw new Error(PROOF_OF_WORK_FAILED);
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import(/* webpackChunkName: "proof-of-work" */ 'altcha-lib'),
      import(/* webpackChunkName: "proof-of-work" */ 'altcha-lib/algorithms/web/pbkdf2'),
    ]);
    const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS }).catch(() => null);
    if (solution === null) throw new Error(PROOF_OF_WORK_FAILED);
    const proof: ProofOfWork = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
    return JSON.stringify(proof);
  },
};
