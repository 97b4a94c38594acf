import { ProofOfWorkSchema } from '@aster/core-api';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { proofOfWork } from './proofOfWork.web';

describe('the H5 proof of work (altcha over Web Crypto)', () => {
  it("solves a challenge as the server makes it, and the server's check accepts the header", async () => {
    const secrets = { hmacSignatureSecret: 'challenge-key', hmacKeySignatureSecret: 'derived-key' };
    const served = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 40, deriveKey, data: { expiresAt: 1 }, ...secrets });
    const header = await proofOfWork.solve({ parameters: { ...served.parameters }, signature: served.signature ?? '' });
    const proof = ProofOfWorkSchema.parse(JSON.parse(header));
    expect(proof.solution.counter).toBe(40);
    expect(proof.challenge.parameters).toEqual(served.parameters);
    expect((await verifySolution({ challenge: served, solution: proof.solution, deriveKey, ...secrets })).verified).toBe(true);
  });
});
