// Where the mini-program's menu button (the capsule) starts: the custom navigation bar sits below the status
// area it implies (core-domain navBarOffset). Plain fallback: unknown, so the spec default of 20 applies.
export function menuButtonTop(): number | null {
  return null;
}

/** The mini-programs draw a menu button (capsule) at the right of a custom navigation bar. */
export const hasMenuButton = true;
