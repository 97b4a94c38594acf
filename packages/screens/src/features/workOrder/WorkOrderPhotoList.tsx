import * as React from 'react';
import { useGetWorkOrderPhotoQuery } from '@aster/core-api';
import { Image, View } from 'remax/one';

function OrderPhoto({ id, index }: { id: string; index: number }) {
  const photo = useGetWorkOrderPhotoQuery({ id });
  return (
    <View className="wo-photo" data-testid={`wo-detail-photo-${index}`}>
      {photo.data !== undefined && <Image className="wo-photo-image" src={photo.data.dataUrl} mode="aspectFill" aria-label={`照片${index + 1}`} />}
    </View>
  );
}

/** The photos sent with an order, each read back by its owner. */
export function WorkOrderPhotoList({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <View className="wo-photos">
      {ids.map((id, index) => (
        <OrderPhoto key={id} id={id} index={index} />
      ))}
    </View>
  );
}
