import * as React from 'react';
import type { MeterDetail } from '@aster/core-api';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { NO_METER_TEXT, useMeterDetail } from './useMeterDetail';

/**
 * A meter page's meter (the one in its link, or the tenant's first) handed to `children`; until then the page's
 * loading or failed state, or "no meter" for a tenant without one.
 */
export function WithMeter({ meterId, children }: { meterId: string | undefined; children: (meter: MeterDetail) => React.ReactElement }) {
  const { detail, query, none } = useMeterDetail(meterId);
  if (detail.data !== undefined) return children(detail.data);
  if (none) {
    return (
      <Page>
        <StateView status="empty" text={NO_METER_TEXT} />
      </Page>
    );
  }
  return <QueryStatePage query={query} failedText="表信息加载失败" />;
}
