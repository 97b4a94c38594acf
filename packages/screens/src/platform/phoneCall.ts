import type { PhoneCallPort } from './phoneCallTypes';

// The plain fallback (Jest, tools): records the numbers dialled.
export const calledNumbers: string[] = [];

export const phoneCall: PhoneCallPort = {
  call: (phone) => {
    calledNumbers.push(phone);
  },
};
