import * as React from 'react';
import { type CitySelection, citySelected, selectCity } from '@aster/core-domain';
import { useAppDispatch, useAppSelector } from '@aster/core-api';
import { useCityLocator } from './useCityLocator';

/**
 * The city the search pages show. A tenant may arrive here first (a shared link, /aster/house_list): with no city
 * chosen yet, it is found from the network address (no location prompt on a page the tenant opened to search).
 * `failed` says no city could be found: the page then asks the tenant to pick one.
 */
export function useCurrentCity(): { city: CitySelection; failed: boolean } {
  const dispatch = useAppDispatch();
  const city = useAppSelector(selectCity);
  const { locate } = useCityLocator();
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    if (city.cityId !== 0) return;
    void locate(false).then((result) => {
      if (result.status === 'located') dispatch(citySelected(result.city));
      else setFailed(true);
    });
  }, [city.cityId, locate, dispatch]);
  return { city, failed };
}
