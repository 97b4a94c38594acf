import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterCharge } from '@screens/features/device/MeterCharge';

/** 充值: a meter's top-up from the wallet balance or through the pay module. */
function MeterChargePage({ params }: PageProps<'pages/device/meter_charge/index'>) {
  return <MeterCharge meterId={params.meterId} />;
}

export default definePage('pages/device/meter_charge/index', MeterChargePage);
