import * as React from 'react';
import { useQuery } from 'remax';
import { type z } from 'zod';
import { parsePageParams } from './pageParams';

/**
 * The parameters the page was opened with, validated (null when they do not fit the schema), kept for the
 * page's life as on the mini-programs. On H5 the router keeps earlier pages mounted (hidden) and hands them the
 * newest page's query: house_detail under store/detail?id=s12 would otherwise ask for house "s12".
 */
export function usePageParams<S extends z.ZodType>(schema: S): z.infer<S> | null {
  const query = useQuery() as Record<string, unknown>;
  const [opening] = React.useState(() => parsePageParams(schema, query));
  return opening;
}
