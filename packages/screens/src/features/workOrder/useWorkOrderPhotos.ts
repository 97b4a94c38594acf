import * as React from 'react';
import { useAppSelector } from '@aster/core-api';
import { WORK_ORDER_PHOTOS_MAX, selectCompanyId, selectToken, selectUserId } from '@aster/core-domain';
import { API_BASE_URL, GRAY_ENVIRONMENT } from '@screens/platform/apiBase';
import { requestPlatform } from '@screens/platform/requestPlatform';
import { photos } from '@screens/platform/photos';
import type { LocalPhoto, PhotoPort, PhotoSource } from '@screens/platform/photoTypes';
import type { PhotoSlotState } from '@screens/features/upload/usePhotoUploads';
import { uploadPhoto } from '@screens/features/upload/uploadPhoto';

/** One photo of an order as the tenant sees it (the upload piece's states), with a key that outlives reordering. */
export type OrderPhoto = { key: number } & Exclude<PhotoSlotState, { status: 'empty' }>;

export interface WorkOrderPhotos {
  items: OrderPhoto[];
  /** Takes or picks one more photo (up to 9), shrinks it and uploads it beside the others. */
  add(source: PhotoSource): Promise<void>;
  /** Sends a failed photo again (the shrunk copy kept), the others and the text untouched. */
  retry(key: number): Promise<void>;
  remove(key: number): void;
  /** The ids of the uploaded photos, in order. */
  uploadIds: string[];
  busy: boolean;
  failed: boolean;
}

/**
 * Up to 9 photos of a work order, each uploaded on its own (kind work_order) through the upload piece's uploader:
 * one failing keeps the others, and its retry resends the photo already chosen.
 */
export function useWorkOrderPhotos(port: PhotoPort = photos): WorkOrderPhotos {
  const token = useAppSelector(selectToken);
  const userId = useAppSelector(selectUserId);
  const companyId = useAppSelector(selectCompanyId);
  const [items, setItems] = React.useState<OrderPhoto[]>([]);
  const chosen = React.useRef(new Map<number, LocalPhoto>());
  const nextKey = React.useRef(1);
  const mounted = React.useRef(true);
  React.useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const set = (key: number, state: Exclude<PhotoSlotState, { status: 'empty' }>) => {
    // A removed photo's upload finishing later changes nothing.
    if (mounted.current) setItems((current) => current.map((item) => (item.key === key ? { key, ...state } : item)));
  };

  const send = async (key: number, photo: LocalPhoto) => {
    set(key, { status: 'uploading', preview: photo.path, progress: 0 });
    try {
      const uploaded = await uploadPhoto(
        port,
        photo,
        'work_order',
        { baseUrl: API_BASE_URL, headers: { platform: requestPlatform, companyId, token, userId, gray: GRAY_ENVIRONMENT } },
        (progress) => set(key, { status: 'uploading', preview: photo.path, progress: Math.max(0, Math.min(100, Math.round(progress))) }),
      );
      set(key, { status: 'done', preview: photo.path, uploadId: uploaded.id });
    } catch (error) {
      set(key, { status: 'failed', preview: photo.path, message: error instanceof Error ? error.message : String(error) });
    }
  };

  const add = async (source: PhotoSource) => {
    if (items.length >= WORK_ORDER_PHOTOS_MAX) return;
    const picked = await port.choose(source).catch(() => null);
    // Cancelled (or the camera refused): nothing changes.
    if (picked === null || !mounted.current) return;
    const key = nextKey.current;
    nextKey.current += 1;
    setItems((current) => (current.length >= WORK_ORDER_PHOTOS_MAX ? current : [...current, { key, status: 'compressing', preview: picked.path }]));
    const small = await port.compress(picked);
    chosen.current.set(key, small);
    await send(key, small);
  };

  const retry = async (key: number) => {
    const photo = chosen.current.get(key);
    if (photo !== undefined) await send(key, photo);
  };

  const remove = (key: number) => {
    chosen.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
  };

  return {
    items,
    add,
    retry,
    remove,
    uploadIds: items.flatMap((item) => (item.status === 'done' ? [item.uploadId] : [])),
    busy: items.some((item) => item.status === 'compressing' || item.status === 'uploading'),
    failed: items.some((item) => item.status === 'failed'),
  };
}
