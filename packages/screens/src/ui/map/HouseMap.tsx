import * as React from 'react';
import { Text, View } from 'remax/one';
import { type HouseMapProps } from './mapTypes';
import './map.css';

// Plain fallback (Jest, tsc): the pins as a row of bubbles. The builds use HouseMap.wechat / .ali (native map)
// and HouseMap.web (Leaflet).
export function HouseMap({ pins, onPinTap, testId }: HouseMapProps) {
  return (
    <View className="hm-map hm-map--plain" data-testid={testId}>
      {pins.map((pin) => (
        <View key={pin.id} className={`hm-pin hm-pin--${pin.tone}`} onTap={() => onPinTap?.(pin.id)}>
          <Text>{pin.text}</Text>
        </View>
      ))}
    </View>
  );
}

HouseMap satisfies React.ComponentType<HouseMapProps>;
