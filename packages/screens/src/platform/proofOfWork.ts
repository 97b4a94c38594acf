import { PROOF_OF_WORK_FAILED, type ProofOfWorkPort } from './proofOfWorkTypes';

export type { ProofOfWorkPort };

// The mini-programs and tests: the server asks no proof of work of a mini-program (limited per openid instead).
export const proofOfWork: ProofOfWorkPort = {
  required: false,
  solve: () => Promise.reject(new Error(PROOF_OF_WORK_FAILED)),
};
