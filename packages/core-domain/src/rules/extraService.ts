// Extra services (issue 15: servicetel, manager, wifi, public-notice-list, roommate): what a tenant may learn about
// the people they share a flat with, and how a Wi-Fi password is shown before the tenant asks to see it.

/** A roommate's name as other tenants see it: the surname and one star (张三 → 张*, 欧阳娜娜 → 欧*), never more. */
export function roommateName(name: string): string {
  const first = Array.from(name.trim())[0];
  return first === undefined ? '*' : `${first}*`;
}

export type RoommateGender = 'male' | 'female' | 'unknown';

export const ROOMMATE_GENDER_TEXT: Readonly<Record<RoommateGender, string>> = { male: '男', female: '女', unknown: '未知' };

/**
 * The gender written in a mainland ID number (GB 11643: the 17th character, odd for men, even for women); anything
 * else (a passport, a Hong Kong card, no number) is unknown. Only the gender leaves the server, never the number.
 */
export function genderOfIdNumber(idNumber: string | null | undefined): RoommateGender {
  if (typeof idNumber !== 'string' || !/^\d{17}[\dXx]$/.test(idNumber)) return 'unknown';
  return Number(idNumber[16]) % 2 === 1 ? 'male' : 'female';
}

/** The month a lease started (yyyy-MM-dd → yyyy-MM): how a roommate's move-in is shown, never the day. */
export function moveInMonth(startDate: string): string {
  return /^\d{4}-\d{2}/.test(startDate) ? startDate.slice(0, 7) : '';
}

/** A Wi-Fi password before 显示 is tapped: always 8 dots, so not even its length shows over a shoulder. */
export function maskedWifiPassword(_password: string): string {
  return '•'.repeat(8);
}

/** Notices shown per page of 公告 (加载更多 adds as many); the most a page may ask for. */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_PAGE_SIZE_MAX = 50;
