import { useGetMeterDetailQuery, useGetMetersQuery } from '@aster/core-api';

export const NO_METER_TEXT = '暂无可用的电表或水表，入住后即可在这里充值';

/**
 * The meter a meter page is about: the one in its link, or (a link without one, as the /device_meter short route)
 * the tenant's first meter of intelligent/meter/list. `none`: the tenant has no meter at all (no lived-in lease with meters).
 */
export function useMeterDetail(meterId: string | undefined) {
  const meters = useGetMetersQuery(undefined, { skip: meterId !== undefined });
  const first = meters.data?.[0]?.id;
  const id = meterId ?? first;
  const detail = useGetMeterDetailQuery({ meterId: id ?? '' }, { skip: id === undefined, refetchOnMountOrArgChange: true });
  return { detail, query: id === undefined ? meters : detail, none: meterId === undefined && meters.data !== undefined && first === undefined };
}
