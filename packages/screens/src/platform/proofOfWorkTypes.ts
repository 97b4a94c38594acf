import type { ProofOfWorkChallenge } from '@aster/core-api';

/**
 * The proof of work an anonymous H5 request for an SMS code carries (issue 39; the server's auth/smsGuard.ts). The
 * mini-programs carry none: they are limited per openid, and the solver would only grow their packages.
 */
export interface ProofOfWorkPort {
  /** Whether this platform's anonymous SMS requests must carry a proof of work. */
  readonly required: boolean;
  /** Finds the challenge's answer: the value of the proofOfWork header. Rejects with a Chinese message when it cannot. */
  solve(challenge: ProofOfWorkChallenge): Promise<string>;
}

/** The browser cannot run Web Crypto (a page served over plain http from another machine) or gave up. */
export const PROOF_OF_WORK_FAILED = '当前浏览器无法完成安全验证，请使用 HTTPS 访问或更换浏览器后重试';
