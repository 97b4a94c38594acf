import * as React from 'react';
import { type CatalogueFeature, useBackendExtensions } from '@aster/core-api';
import { featureOfLink } from './extensionPages';

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

/**
 * Of a list of entries leading to pages (`link` gives an entry's app link), those whose page needs no extension the
 * backend is known not to serve (hooks/extensionPages.ts). Until home/config has answered, every entry stays.
 */
export function useServedEntries<T>(entries: readonly T[], link: (entry: T) => string | null | undefined): T[] {
  const extensions = useBackendExtensions();
  const [, redraw] = React.useReducer((count: number) => count + 1, 0);
  const features = entries.map((entry) => featureOfLink(link(entry)));
  const needsAny = features.some((feature) => feature !== undefined);
  React.useEffect(() => {
    const unsubscribe = extensions.subscribe(redraw);
    if (needsAny) void extensions.load();
    return unsubscribe;
  }, [extensions, needsAny]);
  return entries.filter((_entry, index) => {
    const feature = features[index];
    return feature === undefined || extensions.status(feature) !== 'notEnabled';
  });
}
