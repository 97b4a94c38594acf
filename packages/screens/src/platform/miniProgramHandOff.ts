import type { MiniProgramHandOffPort } from './miniProgramHandOffTypes';

// The plain fallback (Jest, tools) and the mini-programs themselves: no web-view to hand a page out of.
export const miniProgramHandOff: MiniProgramHandOffPort = {
  navigateTo: () => Promise.resolve(false),
};
