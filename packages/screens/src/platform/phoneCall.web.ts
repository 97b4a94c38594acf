import { type PhoneCallPort, dialableNumber } from './phoneCallTypes';

export const phoneCall = {
  // Phones open their dialer for a tel: link; only a checked number goes into it.
  call: (phone: string) => {
    const number = dialableNumber(phone);
    if (number !== null) window.location.href = `tel:${number}`;
  },
} satisfies PhoneCallPort;
