import { type GeoPoint } from '@aster/core-domain';
import { ui } from './ui';
import { houseActions } from './houseActions';
import { LOCATION_FAILED, hasCoordinates } from '../ui/houseFacts';

/** Opens a place on the map; without coordinates (or when the map fails) the spec's toast "位置获取失败". */
export function openPlaceOnMap(point: Partial<GeoPoint>, name: string, address: string): void {
  if (!hasCoordinates(point)) {
    ui.toast(LOCATION_FAILED);
    return;
  }
  houseActions.openMap({ latitude: point.lat, longitude: point.lon, name, address }).catch(() => ui.toast(LOCATION_FAILED));
}
