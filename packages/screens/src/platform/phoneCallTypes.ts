// Calling a store or its manager. The interface and the number check shared by the variants live here
// (inside phoneCall.wechat.ts, './phoneCall' would resolve to that file itself); phoneCall.ts is the plain
// fallback (Jest, tools).
export interface PhoneCallPort {
  /** Opens the dialer; a bad number or a cancelled dial is not reported (the tenant chose, or nothing to dial). */
  call(phone: string): void;
}

/** A phone number safe to dial: digits with an optional + and dashes, nothing else. */
export function dialableNumber(phone: string): string | null {
  const trimmed = phone.replace(/[\s-]/g, '');
  return /^\+?\d{3,20}$/.test(trimmed) ? trimmed : null;
}
