import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterScreen } from '@screens/features/device/MeterScreen';

/** 智能电表, model meter2: a Bluetooth meter (top-ups are written beside it). */
function Meter2Page({ params }: PageProps<'pages/device/meter2/index'>) {
  return <MeterScreen meterId={params.meterId} />;
}

export default definePage('pages/device/meter2/index', Meter2Page);
