import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { type HouseSummary } from '@aster/core-domain';
import { navigation } from '../platform/navigation';
import { areaText, houseDetailUrl, layoutText, rentText } from './houseFacts';
import './RoomCard.css';

/** A room in a list (same building, a store's rooms): photo, title, layout and area, rent; opens its detail. */
export function RoomCard({ room, replace = false }: { room: HouseSummary; replace?: boolean }) {
  const open = () => void (replace ? navigation.redirectTo(houseDetailUrl(room.id)) : navigation.navigateTo(houseDetailUrl(room.id)));
  return (
    <View className="hd-room" role="link" data-testid={`room-${room.id}`} onTap={open}>
      <Image className="hd-room-cover" src={room.coverUrl} mode="aspectFill" aria-hidden="true" wechat-aria-hidden="true" ali-aria-hidden="true" />
      <View className="hd-room-info">
        <Text className="hd-room-title">{room.title}</Text>
        <Text className="hd-room-meta">
          {layoutText(room.layout)} · {areaText(room.areaSqm)} · {room.orientation}
        </Text>
        {room.tags.length > 0 && (
          <View className="hd-room-tags">
            {room.tags.slice(0, 3).map((tag) => (
              <Text key={tag} className="hd-room-tag">
                {tag}
              </Text>
            ))}
          </View>
        )}
        <Text className="hd-room-rent">
          {rentText(room.rent)}
          <Text className="hd-room-unit">/月</Text>
        </Text>
      </View>
    </View>
  );
}
