import type { PhoneCallPort } from './phoneCall';

export const phoneCall = {
  // Phones open their dialer for a tel: link; only digits, + and - go into it.
  call: (phone: string) => {
    window.location.href = `tel:${phone.replace(/[^\d+-]/g, '')}`;
  },
} satisfies PhoneCallPort;
