import * as React from 'react';
import { useGetHouseDetailQuery } from '@aster/core-api';
import { type HouseDetail } from '@aster/core-domain';
import { z } from 'zod';
import { Page } from '../ui/Page';
import { StateView } from '../ui/StateView';
import { usePageParams } from './usePageParams';

const houseId = z.string().trim().min(1).max(32);

/**
 * The house a page is about: `id`, or `houseId` as old house_detail_building links name it (the route table
 * rewrites their path, the query stays as it was).
 */
export const HouseParamsSchema = z.union([
  z.object({ id: houseId }),
  z.object({ houseId }).transform(({ houseId: id }) => ({ id })),
]);

/**
 * The house of the page's `id` for the pages around house_detail (costs, deposit): the house, or the page to
 * show instead (bad link, loading, error with retry). The cache of house_detail answers at once.
 */
export function useHouseFromParams(): { house: HouseDetail; fallback: null } | { house: null; fallback: React.ReactElement } {
  const params = usePageParams(HouseParamsSchema);
  const detail = useGetHouseDetailQuery({ id: params?.id ?? '' }, { skip: params === null });
  if (params === null) {
    return { house: null, fallback: <Page><StateView status="empty" text="房源不存在或链接有误" /></Page> };
  }
  if (detail.data !== undefined) return { house: detail.data, fallback: null };
  return {
    house: null,
    fallback: (
      <Page>
        {detail.isError ? (
          <StateView status="error" text="房源信息加载失败" onRetry={() => void detail.refetch()} />
        ) : (
          <StateView status="loading" />
        )}
      </Page>
    ),
  };
}
