import * as React from 'react';
import { useAppSelector, type PhotoKind } from '@aster/core-api';
import { selectCompanyId, selectToken, selectUserId } from '@aster/core-domain';
import { API_BASE_URL, GRAY_ENVIRONMENT } from '@screens/platform/apiBase';
import { requestPlatform } from '@screens/platform/requestPlatform';
import { photos } from '@screens/platform/photos';
import type { LocalPhoto, PhotoPort, PhotoSource } from '@screens/platform/photoTypes';
import { uploadPhoto } from './uploadPhoto';

/** One photo place of a form (the ID card's front, its back...), as the tenant sees it. */
export type PhotoSlotState =
  | { status: 'empty' }
  | { status: 'compressing'; preview: string }
  | { status: 'uploading'; preview: string; progress: number }
  | { status: 'done'; preview: string; uploadId: string }
  | { status: 'failed'; preview: string; message: string };

export interface PhotoUploads<K extends PhotoKind> {
  slots: Record<K, PhotoSlotState>;
  /** Takes or picks a photo for one place, shrinks it and uploads it; the other places are left as they are. */
  choose(kind: K, source: PhotoSource): Promise<void>;
  /** Sends the same (already shrunk) photo again after a failure, without asking for it again. */
  retry(kind: K): Promise<void>;
  /** True while any photo is being shrunk or sent. */
  busy: boolean;
}

/**
 * Photo places that upload independently: one photo failing keeps the others (done or on their way), and its retry
 * resends the photo the tenant already chose. `initial` fills places from photos uploaded earlier.
 */
export function usePhotoUploads<K extends PhotoKind>(kinds: readonly K[], initial: Partial<Record<K, PhotoSlotState>> = {}, port: PhotoPort = photos): PhotoUploads<K> {
  const token = useAppSelector(selectToken);
  const userId = useAppSelector(selectUserId);
  const companyId = useAppSelector(selectCompanyId);
  const [slots, setSlots] = React.useState(() => Object.fromEntries(kinds.map((kind) => [kind, initial[kind] ?? { status: 'empty' }])) as Record<K, PhotoSlotState>);
  // The shrunk photo of each place, kept for a retry.
  const chosen = React.useRef(new Map<K, LocalPhoto>());
  // A newer choice for a place wins over an upload of the older one still on its way.
  const attempts = React.useRef(new Map<K, number>());
  const mounted = React.useRef(true);
  React.useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // Photos uploaded earlier arrive after the first render (a query): they fill places still empty. Keyed by their ids,
  // not their content (a preview may be a data URL of a few hundred KB).
  const initialKey = kinds.map((kind) => {
    const earlier = initial[kind];
    return earlier === undefined ? '' : earlier.status === 'done' ? earlier.uploadId : earlier.status;
  }).join('|');
  React.useEffect(() => {
    setSlots((current) => {
      const next = { ...current };
      for (const kind of kinds) {
        const earlier = initial[kind];
        if (earlier !== undefined && current[kind].status === 'empty') next[kind] = earlier;
      }
      return next;
    });
  }, [initialKey]);

  const set = (kind: K, attempt: number, state: PhotoSlotState) => {
    if (mounted.current && attempts.current.get(kind) === attempt) setSlots((current) => ({ ...current, [kind]: state }));
  };

  const send = async (kind: K, photo: LocalPhoto, attempt: number) => {
    set(kind, attempt, { status: 'uploading', preview: photo.path, progress: 0 });
    try {
      const uploaded = await uploadPhoto(
        port,
        photo,
        kind,
        { baseUrl: API_BASE_URL, headers: { platform: requestPlatform, companyId, token, userId, gray: GRAY_ENVIRONMENT } },
        (progress) => set(kind, attempt, { status: 'uploading', preview: photo.path, progress: Math.max(0, Math.min(100, Math.round(progress))) }),
      );
      set(kind, attempt, { status: 'done', preview: photo.path, uploadId: uploaded.id });
    } catch (error) {
      set(kind, attempt, { status: 'failed', preview: photo.path, message: error instanceof Error ? error.message : String(error) });
    }
  };

  const next = (kind: K) => {
    const attempt = (attempts.current.get(kind) ?? 0) + 1;
    attempts.current.set(kind, attempt);
    return attempt;
  };

  const choose = async (kind: K, source: PhotoSource) => {
    let picked: LocalPhoto | null;
    try {
      picked = await port.choose(source);
    } catch (error) {
      const attempt = next(kind);
      set(kind, attempt, { status: 'failed', preview: '', message: error instanceof Error ? error.message : String(error) });
      return;
    }
    // Cancelled: the place keeps what it had.
    if (picked === null) return;
    const attempt = next(kind);
    set(kind, attempt, { status: 'compressing', preview: picked.path });
    const small = await port.compress(picked);
    chosen.current.set(kind, small);
    await send(kind, small, attempt);
  };

  const retry = async (kind: K) => {
    const photo = chosen.current.get(kind);
    if (photo === undefined) return;
    await send(kind, photo, next(kind));
  };

  const busy = Object.values<PhotoSlotState>(slots).some((slot) => slot.status === 'compressing' || slot.status === 'uploading');
  return { slots, choose, retry, busy };
}
