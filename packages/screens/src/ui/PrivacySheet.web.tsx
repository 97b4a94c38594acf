/**
 * PrivacySheet on H5: WeChat's privacy consent (PrivacySheet.tsx) opens only when WeChat holds a privacy call, and
 * the browser's privacy port never holds one (platform/privacy.ts), so the sheet draws nothing here and its text,
 * buttons and stylesheet stay out of the web's first load.
 */
export function PrivacySheet(): null {
  return null;
}
