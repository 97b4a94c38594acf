import * as React from 'react';
import { type HouseMapProps, MAP_VIEW_SIZE, PIN_COLORS } from './mapTypes';
import { regionFromMiniEvent } from './mapRegion';
import pinIcon from './mapPin.png';

interface MarkerEvent {
  detail?: { markerId?: number | string };
}

// What HouseMap.wechat / .ali hand to their native <Map>: only the event prop names differ between them.
// Each pin is a marker with an always-shown callout (the bubble); marker ids are the pins' indexes.
export function useMiniMap({ pins, onPinTap, onRegionChange }: Pick<HouseMapProps, 'pins' | 'onPinTap' | 'onRegionChange'>) {
  const markers = React.useMemo(
    () =>
      pins.map((pin, index) => ({
        id: index,
        latitude: pin.lat,
        longitude: pin.lon,
        iconPath: pinIcon,
        width: 18,
        height: 18,
        callout: {
          content: pin.text,
          display: 'ALWAYS',
          padding: 6,
          borderRadius: 14,
          bgColor: PIN_COLORS[pin.tone],
          color: '#ffffff',
          fontSize: 12,
          textAlign: 'center',
        },
      })),
    [pins],
  );
  return {
    markers,
    tapMarker: (event: MarkerEvent) => {
      const pin = pins[Number(event.detail?.markerId)];
      if (pin !== undefined) onPinTap?.(pin.id);
    },
    changeRegion: (event: { detail?: unknown }) => {
      const region = regionFromMiniEvent(event.detail, MAP_VIEW_SIZE);
      if (region !== null) onRegionChange?.(region);
    },
  };
}
