import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterScreen } from '@screens/features/device/MeterScreen';

/** 智能电表, model device_meter: a meter online through its cloud (top-ups reach it at once). */
function DeviceMeterPage({ params }: PageProps<'pages/device/device_meter/index'>) {
  return <MeterScreen meterId={params.meterId} />;
}

export default definePage('pages/device/device_meter/index', DeviceMeterPage);
