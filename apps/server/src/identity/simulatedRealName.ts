import crypto from 'node:crypto';
import type { RealNameVerifier } from './realNameVerifier';

/**
 * The demo's identity provider: a well-formed name and ID number match, and a face scan passes once it was started.
 * Names containing "不符" are answered as a mismatch, so the refusal can be shown and tested.
 */
export function simulatedRealNameVerifier(): RealNameVerifier {
  const started = new Set<string>();
  return {
    name: 'simulated-real-name',
    simulated: true,
    async checkNameAndId({ name }) {
      return name.includes('不符') ? 'mismatch' : 'match';
    },
    async startFaceScan() {
      const certifyId = crypto.randomBytes(16).toString('hex');
      started.add(certifyId);
      return { certifyId };
    },
    async faceScanResult(certifyId) {
      return started.has(certifyId) ? 'passed' : 'failed';
    },
  } satisfies RealNameVerifier;
}
