import type * as React from 'react';
import type { HouseCardView } from '../houseCard';

/** The native card component (index.js): Remax turns the import into a host element of the built component. */
declare const HouseCardElement: React.ComponentType<{
  card: HouseCardView;
  /** WeChat: the component's `open` event (a tap on the card). */
  bindopen?: () => void;
  /** Alipay: called on a tap on the card. */
  onOpen?: () => void;
}>;
export default HouseCardElement;
