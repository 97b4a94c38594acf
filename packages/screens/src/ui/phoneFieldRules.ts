/** Seconds before an SMS code can be asked for again. */
export const SMS_COUNTDOWN_SECONDS = 60;

/** Longest SMS code the fields accept. */
export const SMS_CODE_MAX_LENGTH = 6;

/** Digits only, at most `max` of them (what a phone or code field keeps of the typed text). */
export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}
