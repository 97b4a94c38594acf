/** Spec section 5: a mainland mobile number, 11 digits starting with 1. */
export function isValidPhone(value: string): boolean {
  return /^1\d{10}$/.test(value);
}

/** Spec section 5: the transaction password is exactly 6 digits. */
export function isValidTradePassword(value: string): boolean {
  return /^\d{6}$/.test(value);
}
