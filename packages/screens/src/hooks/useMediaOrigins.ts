import { useGetDomainsQuery } from '@aster/core-api';
import * as React from 'react';
import { API_BASE_URL } from '../platform/apiBase';
import { mediaOrigins } from './mediaUrls';

export interface MediaOrigins {
  /** Null while settings/domain loads (nothing is allowed before it is known). */
  origins: readonly string[] | null;
  isError: boolean;
  refetch: () => void;
}

/** The origins media may come from: the API server and settings/domain. */
export function useMediaOrigins(): MediaOrigins {
  const domains = useGetDomainsQuery();
  const origins = React.useMemo(
    () => (domains.data === undefined ? null : mediaOrigins(API_BASE_URL, domains.data)),
    [domains.data],
  );
  return { origins, isError: domains.isError && domains.data === undefined, refetch: () => void domains.refetch() };
}
