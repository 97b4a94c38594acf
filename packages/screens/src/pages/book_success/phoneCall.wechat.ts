import type { PhoneCallPort } from './phoneCall';

declare const wx: { makePhoneCall(options: { phoneNumber: string; fail?: () => void }): void };

export const phoneCall = {
  // A cancelled dial is the tenant's choice: nothing to report.
  call: (phone: string) => wx.makePhoneCall({ phoneNumber: phone, fail: () => undefined }),
} satisfies PhoneCallPort;
