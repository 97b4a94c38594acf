import * as React from 'react';
import { useGetHouseDetailQuery } from '@aster/core-api';
import { type HouseDetail } from '@aster/core-domain';
import { Page } from '../ui/Page';
import { StateView } from '../ui/StateView';

/**
 * The house of the page's `id` for the pages around house_detail (costs, deposit): the house, or the page to
 * show instead (loading, error with retry). The cache of house_detail answers at once.
 */
export function useHouseFromParams(id: string): { house: HouseDetail; fallback: null } | { house: null; fallback: React.ReactElement } {
  const detail = useGetHouseDetailQuery({ id });
  if (detail.data !== undefined) return { house: detail.data, fallback: null };
  return {
    house: null,
    fallback: (
      <Page>
        {detail.isError ? (
          <StateView status="error" text="房源信息加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <StateView status="loading" />
        )}
      </Page>
    ),
  };
}
