import { type PhoneCallPort, dialableNumber } from './phoneCallTypes';

declare const wx: { makePhoneCall(options: { phoneNumber: string; fail?: () => void }): void };

export const phoneCall = {
  call: (phone: string) => {
    const number = dialableNumber(phone);
    // A cancelled dial is the tenant's choice: nothing to report.
    if (number !== null) wx.makePhoneCall({ phoneNumber: number, fail: () => undefined });
  },
} satisfies PhoneCallPort;
