import { ProofOfWorkChallengeSchema, type ProofOfWork } from '@aster/core-api';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a served challenge the way the H5 app does (altcha's solver, here over Node's PBKDF2): the header value. */
export async function solveProofOfWork(served: unknown): Promise<string> {
  const challenge = ProofOfWorkChallengeSchema.parse(served);
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (solution === null) throw new Error('the proof-of-work challenge was not solved in time');
  const proof: ProofOfWork = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return JSON.stringify(proof);
}

/** The challenges of every test server: easy, so the flow is the same and a login costs milliseconds. */
export const TEST_POW_SETTINGS = { powCost: 1, powMaxNumber: 50 } as const;
