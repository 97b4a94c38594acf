import { DEVICE_TYPE, useGetDeviceHomeQuery, useGetMeterDetailQuery } from '@aster/core-api';

export const NO_METER_TEXT = '暂无可用的电表或水表，入住后即可在这里充值';

/**
 * The meter a meter page is about: the one in its link, or (a link without one, as the /device_meter short route)
 * the tenant's first meter. `none`: the tenant has no meter at all (no lived-in lease with meters).
 */
export function useMeterDetail(meterId: string | undefined) {
  const home = useGetDeviceHomeQuery(undefined, { skip: meterId !== undefined });
  const first = home.data?.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.deviceType !== DEVICE_TYPE.lock)?.id;
  const id = meterId ?? first;
  const detail = useGetMeterDetailQuery({ meterId: id ?? '' }, { skip: id === undefined, refetchOnMountOrArgChange: true });
  return { detail, query: id === undefined ? home : detail, none: meterId === undefined && home.data !== undefined && first === undefined };
}
