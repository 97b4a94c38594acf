import * as React from 'react';

// The tenant card is for logged-in tenants only and its code (bills, devices, repairs) is not the home page's first
// paint: H5 loads it in a chunk of its own once a logged-in home asks for it, so the first load keeps its budget
// (apps/build-checks h5FirstLoad).
const TenantHome = React.lazy(() => import('./TenantHome').then((module) => ({ default: module.TenantHome })));

export function TenantHomeSlot({ refreshes }: { refreshes: number }) {
  return (
    <React.Suspense fallback={null}>
      <TenantHome refreshes={refreshes} />
    </React.Suspense>
  );
}
