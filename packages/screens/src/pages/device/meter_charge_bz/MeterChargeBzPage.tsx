import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterCharge } from '@screens/features/device/MeterCharge';

/** 充值 (包租 flats: the operator's meter, the same top-up: from the wallet balance or through the pay module). */
function MeterChargeBzPage({ params }: PageProps<'pages/device/meter_charge_bz/index'>) {
  return <MeterCharge meterId={params.meterId} />;
}

export default definePage('pages/device/meter_charge_bz/index', MeterChargeBzPage);
