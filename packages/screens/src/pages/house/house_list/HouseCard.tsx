import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { type HouseSummary } from '@aster/core-domain';
import { toHouseCardView } from './houseCard';
import './house-card/index.css';

export interface HouseCardProps {
  house: HouseSummary;
  showDistance: boolean;
  onOpen: (houseId: string) => void;
}

/**
 * One listing on H5 (WeChat and Alipay draw it with the native component in house-card/: HouseCard.wechat.tsx,
 * HouseCard.ali.tsx). Memoised on the listing object (RTK Query keeps loaded pages as they are), so loading the next
 * page renders only the new cards and the mini-programs' setData carries only them.
 */
export const HouseCard = React.memo(function HouseCard({ house, showDistance, onOpen }: HouseCardProps) {
  const view = toHouseCardView(house, showDistance);
  return (
    <View className="hl-card" role="link" data-testid="house-card" onTap={() => onOpen(view.id)}>
      {/* The badge's frame only where there is a badge: each node is bytes in every setData of a long list. */}
      {view.statusText === null ? (
        <Image className="hl-cover" src={view.coverUrl} mode="aspectFill" />
      ) : (
        <View className="hl-cover hl-cover-box">
          <Image className="hl-cover-image" src={view.coverUrl} mode="aspectFill" />
          <Text className="hl-status">{view.statusText}</Text>
        </View>
      )}
      <View className="hl-info">
        <Text className="hl-title">{view.title}</Text>
        <Text className="hl-spec">{view.specText}</Text>
        {view.tags.length > 0 && (
          <View className="hl-tags">
            {view.tags.map((tag) => (
              <Text key={tag} className="hl-tag">
                {tag}
              </Text>
            ))}
          </View>
        )}
        <View className="hl-bottom">
          <Text className="hl-rent">{view.rentText}</Text>
          <Text className="hl-rent-unit">/月</Text>
          <Text className="hl-place">{view.distanceText === null ? view.placeText : `${view.placeText} · ${view.distanceText}`}</Text>
        </View>
      </View>
    </View>
  );
});
