import * as React from 'react';
import { Map } from 'remax/wechat';
import { type HouseMapProps } from './mapTypes';
import { useMiniMap } from './miniMap';
import './map.css';

// WeChat's native map; markers and handlers come from miniMap.ts, only the event names are WeChat's own.
export function HouseMap({ center, zoom, testId, ...handlers }: HouseMapProps) {
  const { markers, tapMarker, changeRegion } = useMiniMap(handlers);
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
      onRegionChange={changeRegion}
    />
  );
}

HouseMap satisfies React.ComponentType<HouseMapProps>;
