import * as React from 'react';
import { schemaLibrary } from '../platform/schemaLibrary';

/**
 * Whether the app can check what it does not control (the stored session, a page's link, the server's answers):
 * always on the mini-programs; on H5 once zod has arrived (platform/schemaLibraryTypes.ts). By then the app has
 * restored the session (app/App.tsx registers first), so a page that re-renders for it sees the tenant's session.
 */
export function useSchemasReady(): boolean {
  const [ready, setReady] = React.useState(schemaLibrary.isReady);
  React.useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    schemaLibrary.whenReady(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
