import * as React from 'react';
import { View } from 'remax/one';
import type * as Leaflet from 'leaflet';
import { type HouseMapProps, type MapPin } from './mapTypes';
import { MAP_TILE_COORDS, MAP_TILE_URL } from './mapConfig';
import { type MapCenter, clampZoom, gcj02ToWgs84, wgs84ToGcj02Point } from './mapRegion';
import { StateView } from '../StateView';
import './map.css';

// The data is GCJ-02; a WGS-84 tile source needs the map in WGS-84 (mapConfig.ts). Without tiles nothing is
// drawn under the pins, so no conversion is needed either.
const convertsToWgs84 = MAP_TILE_URL !== '' && MAP_TILE_COORDS === 'wgs84';
const toMap = (point: MapCenter): Leaflet.LatLngExpression => {
  const shown = convertsToWgs84 ? gcj02ToWgs84(point) : point;
  return [shown.lat, shown.lon];
};
const fromMap = (point: Leaflet.LatLng): MapCenter =>
  convertsToWgs84 ? wgs84ToGcj02Point({ lat: point.lat, lon: point.lng }) : { lat: point.lat, lon: point.lng };

let mapCounter = 0;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function pinIcon(L: typeof Leaflet, pin: MapPin): Leaflet.DivIcon {
  const lines = pin.text.split('\n').map(escapeHtml).join('<br>');
  return L.divIcon({
    className: 'hm-leaflet-pin',
    // Leaflet makes the marker itself the button (role, tab stop, Enter): its text names it, so no role here.
    html: `<div class="hm-bubble hm-bubble--${pin.tone}">${lines}</div>`,
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

// H5: Leaflet, fetched with this page (a dynamic import: no other page's code carries it).
export function HouseMap({ center, zoom, pins, onPinTap, onRegionChange, testId }: HouseMapProps) {
  const [elementId] = React.useState(() => `hm-map-${(mapCounter += 1)}`);
  const [leaflet, setLeaflet] = React.useState<{ L: typeof Leaflet; map: Leaflet.Map; layer: Leaflet.LayerGroup } | null>(null);
  // Leaflet comes as a page chunk: when it does not load, the map says so and offers another try.
  const [loadFailed, setLoadFailed] = React.useState(false);
  const [loadAttempt, setLoadAttempt] = React.useState(0);
  const callbacks = React.useRef({ onPinTap, onRegionChange });
  callbacks.current = { onPinTap, onRegionChange };
  // The map follows `center`/`zoom` when the page changes them (a tapped cluster), not on its own moves.
  const shownView = React.useRef<{ center: MapCenter; zoom: number } | null>(null);

  React.useEffect(() => {
    let disposed = false;
    let created: Leaflet.Map | null = null;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([module]) => {
      const element = document.getElementById(elementId);
      if (disposed || element === null) return;
      const L = (module as { default?: typeof Leaflet }).default ?? (module as typeof Leaflet);
      const map = L.map(element, { zoomControl: false, attributionControl: MAP_TILE_URL !== '', minZoom: 3, maxZoom: 19 });
      // Bottom right, clear of the page's summary chip at the top.
      L.control.zoom({ position: 'bottomright', zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(map);
      created = map;
      if (MAP_TILE_URL !== '') L.tileLayer(MAP_TILE_URL, { maxZoom: 19 }).addTo(map);
      map.setView(toMap(center), clampZoom(zoom));
      shownView.current = { center, zoom };
      map.on('moveend', () => {
        const bounds = map.getBounds();
        const southWest = fromMap(bounds.getSouthWest());
        const northEast = fromMap(bounds.getNorthEast());
        callbacks.current.onRegionChange?.({
          minLat: southWest.lat,
          maxLat: northEast.lat,
          minLon: southWest.lon,
          maxLon: northEast.lon,
          zoom: clampZoom(map.getZoom()),
        });
      });
      setLeaflet({ L, map, layer: L.layerGroup().addTo(map) });
    }).catch(() => {
      if (!disposed) setLoadFailed(true);
    });
    return () => {
      disposed = true;
      created?.remove();
    };
    // Created once per mount (and per retry after a failed load): later centres and zooms are applied by the next effect.
  }, [elementId, loadAttempt]);

  React.useEffect(() => {
    if (leaflet === null) return;
    const shown = shownView.current;
    if (shown !== null && shown.center.lat === center.lat && shown.center.lon === center.lon && shown.zoom === zoom) return;
    shownView.current = { center, zoom };
    leaflet.map.setView(toMap(center), clampZoom(zoom));
  }, [leaflet, center, zoom]);

  React.useEffect(() => {
    if (leaflet === null) return;
    leaflet.layer.clearLayers();
    for (const pin of pins) {
      const marker = leaflet.L.marker(toMap(pin), { icon: pinIcon(leaflet.L, pin), keyboard: true });
      marker.on('click', () => callbacks.current.onPinTap?.(pin.id));
      leaflet.layer.addLayer(marker);
    }
  }, [leaflet, pins]);

  const retryLoad = () => {
    setLoadFailed(false);
    setLoadAttempt((attempt) => attempt + 1);
  };
  return (
    <View id={elementId} className={`hm-map ${MAP_TILE_URL === '' ? 'hm-map--no-tiles' : ''}`} data-testid={testId}>
      {loadFailed && <StateView status="error" text="地图加载失败，请检查网络后重试" onRetry={retryLoad} />}
    </View>
  );
}

HouseMap satisfies React.ComponentType<HouseMapProps>;
