import * as React from 'react';
import { useQuery } from 'remax';
import { type z } from 'zod';
import { parsePageParams } from './pageParams';

/** The current page's parameters, validated; null when they do not fit the schema. */
export function usePageParams<S extends z.ZodType>(schema: S): z.infer<S> | null {
  const query = useQuery() as Record<string, unknown>;
  return React.useMemo(() => parsePageParams(schema, query), [schema, query]);
}
