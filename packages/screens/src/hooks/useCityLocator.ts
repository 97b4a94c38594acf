import * as React from 'react';
import { useLazyGetIpCityQuery, useLazyLocateCityQuery } from '@aster/core-api';
import { wgs84ToGcj02, type CitySelection } from '@aster/core-domain';
import { location } from '../platform/location';
import { permissions } from '../platform/permissions';

export type CityLocatorState =
  | { status: 'idle' }
  | { status: 'locating' }
  /** `source` 'ip': the GPS was refused or failed, the city comes from the network address. */
  | { status: 'located'; city: CitySelection; source: 'gps' | 'ip' }
  | { status: 'failed' };

/**
 * Finds the user's city: the location permission (asked, or explained after a refusal), GPS through the location
 * port, then home/locate-city; on refusal or failure, home/ip-city. Coordinates go to the server in China's
 * gcj02 standard.
 */
export function useCityLocator(): {
  state: CityLocatorState;
  /** `useGps` false goes straight to the network address (no permission prompt). */
  locate: (useGps?: boolean) => Promise<CityLocatorState>;
} {
  const [locateCity] = useLazyLocateCityQuery();
  const [getIpCity] = useLazyGetIpCityQuery();
  const [state, setState] = React.useState<CityLocatorState>({ status: 'idle' });

  const locate = React.useCallback(async (useGps = true): Promise<CityLocatorState> => {
    setState({ status: 'locating' });
    let next: CityLocatorState;
    try {
      if (!useGps) throw new Error('GPS not asked for');
      if ((await permissions.ensurePermission('location')) === 'denied') throw new Error('location refused');
      const position = await location.getLocation();
      const point = position.system === 'wgs84' ? wgs84ToGcj02(position) : position;
      const city = await locateCity({ lat: point.latitude, lon: point.longitude }).unwrap();
      next = {
        status: 'located',
        city: { cityId: city.cityId, cityName: city.cityName, latitude: point.latitude, longitude: point.longitude },
        source: 'gps',
      };
    } catch {
      try {
        // A cached answer of the last minute will do (the network address's city does not move): the H5 app asks
        // for it as it starts, before the home page is drawn (app/launchRequests.ts).
        const city = await getIpCity(undefined, true).unwrap();
        next = { status: 'located', city: { cityId: city.cityId, cityName: city.cityName }, source: 'ip' };
      } catch {
        next = { status: 'failed' };
      }
    }
    setState(next);
    return next;
  }, [locateCity, getIpCity]);

  return { state, locate };
}
