import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterScreen } from '@screens/features/device/MeterScreen';

/** 智能水表, model meter3: a cold water meter online through its cloud. */
function Meter3Page({ params }: PageProps<'pages/device/meter3/index'>) {
  return <MeterScreen meterId={params.meterId} />;
}

export default definePage('pages/device/meter3/index', Meter3Page);
