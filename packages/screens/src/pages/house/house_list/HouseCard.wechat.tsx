import * as React from 'react';
import HouseCardElement from './house-card/index';
import type { HouseCardProps } from './HouseCard';
import { toHouseCardView } from './houseCard';

/**
 * One listing on WeChat: the native card (house-card/index.wxml) fed its view model, one node in Remax's tree
 * instead of ~20 (setData per card, issue 10). Memoised on the listing like the H5 card.
 */
export const HouseCard = React.memo(function HouseCard({ house, showDistance, onOpen }: HouseCardProps) {
  const view = toHouseCardView(house, showDistance);
  return <HouseCardElement card={view} bindopen={() => onOpen(view.id)} />;
});
