import { type PhoneCallPort, dialableNumber } from './phoneCallTypes';

declare const my: { makePhoneCall(options: { number: string; fail?: () => void }): void };

export const phoneCall = {
  call: (phone: string) => {
    const number = dialableNumber(phone);
    // A cancelled dial is the tenant's choice: nothing to report.
    if (number !== null) my.makePhoneCall({ number, fail: () => undefined });
  },
} satisfies PhoneCallPort;
