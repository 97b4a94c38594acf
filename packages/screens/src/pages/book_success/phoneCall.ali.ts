import type { PhoneCallPort } from './phoneCall';

declare const my: { makePhoneCall(options: { number: string; fail?: () => void }): void };

export const phoneCall = {
  // A cancelled dial is the tenant's choice: nothing to report.
  call: (phone: string) => my.makePhoneCall({ number: phone, fail: () => undefined }),
} satisfies PhoneCallPort;
