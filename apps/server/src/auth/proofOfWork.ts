import crypto from 'node:crypto';
import { ProofOfWorkSchema, type ProofOfWorkChallenge } from '@aster/core-api';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ServerClock } from '../clock';
import type { SmsGuardSettings } from '../config';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';

/** The key of dev, demo and test starts: public, so a production start refuses to run without its own (config.ts). */
export const DEV_POW_HMAC_KEY = 'aster-dev-proof-of-work-key-not-for-production';

/** altcha v2's key derivation that Web Crypto runs natively in the browser: a phone's try costs about a server's. */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';

/** Longest header accepted: a served challenge with its solution is about 600 characters. */
const MAX_HEADER_LENGTH = 4096;

export const proofOfWorkErrors = {
  required: () => new BusinessError('POW_REQUIRED', '请先完成安全验证，再获取验证码'),
  invalid: () => new BusinessError('POW_INVALID', '安全验证未通过，请重新获取验证码'),
  expired: () => new BusinessError('POW_EXPIRED', '安全验证已过期，请重新获取验证码'),
  used: () => new BusinessError('POW_USED', '安全验证已使用过，请重新获取验证码'),
} as const;

export interface ProofOfWorkSettings extends Pick<SmsGuardSettings, 'powCost' | 'powMaxNumber' | 'powTtlMs'> {
  /** ASTER_POW_HMAC_KEY: signs challenges, so any instance sharing it accepts another's. */
  hmacKey: string;
}

export interface ProofOfWork {
  /** A new challenge, signed, to be solved and sent back within powTtlMs. */
  issue(): Promise<ProofOfWorkChallenge>;
  /** Checks the header's solution and spends it; throws POW_REQUIRED / POW_INVALID / POW_EXPIRED / POW_USED. */
  redeem(header: string | undefined): Promise<void>;
}

/** Two keys from one setting: one signs the challenge's parameters, the other the key its answer derives. */
function subKey(hmacKey: string, purpose: string): string {
  return crypto.createHmac('sha256', hmacKey).update(purpose).digest('hex');
}

export function createProofOfWork(db: Db, clock: ServerClock, settings: ProofOfWorkSettings): ProofOfWork {
  const signatureKey = subKey(settings.hmacKey, 'challenge');
  const keySignatureKey = subKey(settings.hmacKey, 'derived-key');
  // Prepared on first use: a server built without the auth feature's tables still starts.
  const prepare = () => ({
    spend: db.prepare('INSERT OR IGNORE INTO pow_spent (challenge_id, expires_at) VALUES (?, ?)'),
    purge: db.prepare('DELETE FROM pow_spent WHERE expires_at < ?'),
  });
  let statements: ReturnType<typeof prepare> | null = null;
  const q = () => (statements ??= prepare());

  return {
    async issue() {
      const challenge = await createChallenge({
        algorithm: POW_ALGORITHM,
        cost: settings.powCost,
        // Deterministic mode: the answer is this counter, so the work is known; the key signature makes checking cheap.
        counter: randomInt(settings.powMaxNumber, Math.ceil(settings.powMaxNumber / 2)),
        deriveKey,
        // Expiry by the server's clock (tests move it), not altcha's expiresAt, which it compares with Date.now().
        data: { expiresAt: clock.now() + settings.powTtlMs },
        hmacSignatureSecret: signatureKey,
        hmacKeySignatureSecret: keySignatureKey,
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    },
    async redeem(header) {
      if (header === undefined || header === '') throw proofOfWorkErrors.required();
      if (header.length > MAX_HEADER_LENGTH) throw proofOfWorkErrors.invalid();
      let json: unknown;
      try {
        json = JSON.parse(header);
      } catch {
        throw proofOfWorkErrors.invalid();
      }
      const parsed = ProofOfWorkSchema.safeParse(json);
      if (!parsed.success || parsed.data.challenge.parameters.algorithm !== POW_ALGORITHM) throw proofOfWorkErrors.invalid();
      const { challenge, solution } = parsed.data;
      const result = await verifySolution({
        challenge: challenge as Challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: signatureKey,
        hmacKeySignatureSecret: keySignatureKey,
      });
      if (!result.verified) throw proofOfWorkErrors.invalid();
      // Signed with the parameters, so read only once the signature holds.
      const expiresAt = challenge.parameters.data === undefined ? undefined : (challenge.parameters.data as { expiresAt?: unknown }).expiresAt;
      const now = clock.now();
      if (typeof expiresAt !== 'number' || expiresAt < now) throw proofOfWorkErrors.expired();
      const statementsNow = q();
      statementsNow.purge.run(now);
      // The signature is unique per challenge: a second use finds its row.
      if (statementsNow.spend.run(challenge.signature, expiresAt).changes === 0) throw proofOfWorkErrors.used();
    },
  };
}
