/** Seconds before an SMS code can be asked for again. */
export const SMS_COUNTDOWN_SECONDS = 60;

/** Digits only, at most `max` of them (what a phone or code field keeps of the typed text). */
export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}
