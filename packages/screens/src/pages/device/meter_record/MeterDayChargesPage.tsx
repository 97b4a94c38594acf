import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterDayCharges } from '@screens/features/device/MeterRecords';

/** 扣费明细: one day's charge of the meter, hour by hour. */
function MeterDayChargesPage({ params }: PageProps<'pages/device/meter_record/charge_deduct_details'>) {
  return <MeterDayCharges meterId={params.meterId} date={params.date} />;
}

export default definePage('pages/device/meter_record/charge_deduct_details', MeterDayChargesPage);
