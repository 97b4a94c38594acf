import * as React from 'react';
import { type CatalogueFeature, useBackendExtensions } from '@aster/core-api';

/**
 * Whether the backend serves the extensions (calls outside spec section 7) of a catalogue feature: home/config's
 * `extensions`, asked once when nothing is known yet. `undefined` while unknown (home/config not answered, or it
 * could not be read): an entry that needs the feature stays as it is until then, and its call decides.
 */
export function useFeatureEnabled(feature: CatalogueFeature): boolean | undefined {
  const extensions = useBackendExtensions();
  const [status, setStatus] = React.useState(() => extensions.status(feature));
  React.useEffect(() => {
    const update = () => setStatus(extensions.status(feature));
    const unsubscribe = extensions.subscribe(update);
    update();
    void extensions.load();
    return unsubscribe;
  }, [extensions, feature]);
  return status === 'unknown' ? undefined : status === 'enabled';
}

/** Of a list of entries, those whose feature (when they need one) the backend serves or may serve. */
export function useServedEntries<T extends { feature?: CatalogueFeature | undefined }>(entries: readonly T[]): T[] {
  const extensions = useBackendExtensions();
  const [, redraw] = React.useReducer((count: number) => count + 1, 0);
  React.useEffect(() => {
    const unsubscribe = extensions.subscribe(redraw);
    if (entries.some((entry) => entry.feature !== undefined)) void extensions.load();
    return unsubscribe;
  }, [extensions, entries]);
  return entries.filter((entry) => entry.feature === undefined || extensions.status(entry.feature) !== 'notEnabled');
}
