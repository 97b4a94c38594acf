import type { IdType } from '@aster/core-domain';
import type { OutsideSystem } from '../outside/outsideSystem';

export interface PersonIdentity {
  name: string;
  idNumber: string;
  /** The document the number is of; a mainland ID card when not said. */
  idType?: IdType;
}

/**
 * Real-name checks through an identity provider: name + ID number against the state's register (二要素), and a
 * face scan of the person holding the phone. The simulator answers from the demo's rules; production needs the real one.
 */
export interface RealNameVerifier extends OutsideSystem {
  /**
   * 二要素: does this name belong to this ID number? 'unavailable' when the provider could not say (retry later),
   * 'unsupported' when it cannot check this kind of document.
   */
  checkNameAndId(person: PersonIdentity): Promise<'match' | 'mismatch' | 'unavailable' | 'unsupported'>;
  /** Starts a face scan for the person; the app opens it with the answer (Alipay's certifyId and its page URL). */
  startFaceScan(request: PersonIdentity & { outerOrderNo: string; returnUrl: string }): Promise<{ certifyId: string; certifyUrl?: string }>;
  /** What became of a face scan: asked by the server, never taken from the app's word. */
  faceScanResult(certifyId: string): Promise<'passed' | 'failed' | 'pending'>;
}
