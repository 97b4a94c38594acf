import * as React from 'react';
import { Map } from 'remax/wechat';
import { type HouseMapProps, MAP_VIEW_SIZE, PIN_COLORS } from './mapTypes';
import { regionFromMiniEvent } from './mapRegion';
import pinIcon from './mapPin.png';
import './map.css';

interface MarkerEvent {
  detail?: { markerId?: number | string };
}

// WeChat's native map: each pin is a marker with an always-shown callout (the bubble), ids are their indexes.
export function HouseMap({ center, zoom, pins, onPinTap, onRegionChange, testId }: HouseMapProps) {
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
  const tapMarker = (event: MarkerEvent) => {
    const pin = pins[Number(event.detail?.markerId)];
    if (pin !== undefined) onPinTap?.(pin.id);
  };
  return (
    <Map
      className="hm-map"
      data-testid={testId}
      latitude={center.lat}
      longitude={center.lon}
      scale={zoom}
      markers={markers}
      onMarkerClick={tapMarker}
      onCalloutClick={tapMarker}
      onRegionChange={(event: { detail?: unknown }) => {
        const region = regionFromMiniEvent(event.detail, MAP_VIEW_SIZE);
        if (region !== null) onRegionChange?.(region);
      }}
    />
  );
}

HouseMap satisfies React.ComponentType<HouseMapProps>;
