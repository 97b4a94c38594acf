import * as React from 'react';
import { TenantHome } from './TenantHome';

/** Where home shows the tenant card. The mini-programs load a page's code at once; H5 loads it later (.web.tsx). */
export function TenantHomeSlot({ refreshes }: { refreshes: number }) {
  return <TenantHome refreshes={refreshes} />;
}
