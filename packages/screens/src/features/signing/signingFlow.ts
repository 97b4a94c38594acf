import type { ContractStatus } from '@aster/core-domain';

// The signing flow's decisions, shared by its pages: which step a contract is at, and where each refusal of the
// server leads (the codes of apps/server/src/contracts: routes.ts, signatureImage.ts).

export const SIGN_CODES = {
  /** The verified identity is not the contract's tenant: the auth_error page. */
  authError: 'CONTRACT_AUTH_ERROR',
  /** No verified identity: real-name verification, then back to the step the tenant was on. */
  realName: 'REAL_NAME_REQUIRED',
  /** The pad's image: empty, too short or unreadable. The tenant signs again on the same page. */
  signImage: 'SIGN_IMAGE_INVALID',
  state: 'CONTRACT_STATE_INVALID',
  cert: 'CONTRACT_CERT_REQUIRED',
  reservation: 'RESERVATION_STATE_INVALID',
} as const;

/** Codes of a request that never got an answer (core-api's error model): nothing changed, the signature stays. */
const NO_ANSWER = new Set(['-1', 'TIMEOUT']);

export type SignStep = 'prefill' | 'verify' | 'pay' | 'signed' | 'void';

/** The step of the flow a contract in `status` is at. */
export function signStep(status: ContractStatus): SignStep {
  if (status === 'pre_created') return 'prefill';
  if (status === 'awaiting_sign') return 'verify';
  if (status === 'awaiting_payment') return 'pay';
  if (status === 'cancelled') return 'void';
  return 'signed';
}

export const SIGN_STEPS = ['填写信息', '实名核验', '手写签名', '支付首期'] as const;

/** The index in SIGN_STEPS shown as current. */
export function stepIndex(step: SignStep): number {
  return step === 'prefill' ? 0 : step === 'verify' ? 1 : step === 'pay' ? 3 : 4;
}

export type SignFailedReason = 'state' | 'cert' | 'reservation' | 'unknown';

/** What the handwritten_signature page does with a refused saveHandSign. */
export type SignRefusal = { kind: 'retry' } | { kind: 'failed'; reason: SignFailedReason };

export function signRefusal(code: string | undefined): SignRefusal {
  if (code === SIGN_CODES.signImage || code === undefined || NO_ANSWER.has(code)) return { kind: 'retry' };
  if (code === SIGN_CODES.state) return { kind: 'failed', reason: 'state' };
  if (code === SIGN_CODES.cert || code === SIGN_CODES.authError) return { kind: 'failed', reason: 'cert' };
  if (code === SIGN_CODES.reservation) return { kind: 'failed', reason: 'reservation' };
  return { kind: 'failed', reason: 'unknown' };
}

/** sign_failed: why, and what to do next. */
export const SIGN_FAILED_TEXT: Readonly<Record<SignFailedReason, { why: string; todo: string }>> = {
  state: { why: '合同状态已变化（可能已签署、已作废或正在处理中），本次签名未生效。', todo: '请返回查看合同的最新状态；如需签约，请在合同详情中重新进入。' },
  cert: { why: '签署前需通过实名核验，本次核验未完成或已失效。', todo: '请重新进行实名核验后再手写签名。' },
  reservation: { why: '该合同对应的预订已取消或退款，合同无法签署。', todo: '如仍想租住该房源，请重新预订或联系管家。' },
  unknown: { why: '签署过程中出现异常，合同未签署成功。', todo: '请稍后重新签署；多次失败请联系管家处理。' },
};

/** What the tenant is asked to write on the pad. */
export function padInstruction(tenantName: string): string {
  return tenantName === '' ? '请在下方区域书写您的姓名' : `请在下方区域工整书写承租人姓名“${tenantName}”`;
}
