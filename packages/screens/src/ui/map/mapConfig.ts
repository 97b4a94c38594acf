/**
 * The H5 map's tile source, fixed at build time like the API base (build/remaxConfig.js hands ASTER_MAP_TILE_URL
 * and ASTER_MAP_TILE_COORDS to the bundle as REMAX_APP_*). The URL is a Leaflet template
 * (https://tiles.example.com/{z}/{x}/{y}.png). Its coordinate standard is WGS-84 (OpenStreetMap and most web
 * tiles) unless ASTER_MAP_TILE_COORDS=gcj02 (AMap or Tencent tiles): the data is GCJ-02 and is converted for a
 * WGS-84 source. Empty (the default): no tiles, the markers are drawn on a plain background.
 */
export const MAP_TILE_URL: string = process.env.REMAX_APP_MAP_TILE_URL ?? '';
export const MAP_TILE_COORDS: 'wgs84' | 'gcj02' = process.env.REMAX_APP_MAP_TILE_COORDS === 'gcj02' ? 'gcj02' : 'wgs84';
