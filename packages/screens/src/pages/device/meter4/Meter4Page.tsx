import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterScreen } from '@screens/features/device/MeterScreen';

/** 热水表, model meter4: a Bluetooth hot water meter (top-ups are written beside it). */
function Meter4Page({ params }: PageProps<'pages/device/meter4/index'>) {
  return <MeterScreen meterId={params.meterId} />;
}

export default definePage('pages/device/meter4/index', Meter4Page);
