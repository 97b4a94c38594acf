// Calling the store manager. The interface, and the plain fallback (tests, tools) that records the number.
export interface PhoneCallPort {
  call(phone: string): void;
}

export const calledNumbers: string[] = [];

export const phoneCall: PhoneCallPort = {
  call: (phone) => {
    calledNumbers.push(phone);
  },
};
