import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterStatement } from '@screens/features/device/MeterRecords';

/** 充值扣费记录: the meter's top-ups and daily charges over a month. */
function MeterStatementPage({ params }: PageProps<'pages/device/meter_record/charge_deductions'>) {
  return <MeterStatement meterId={params.meterId} />;
}

export default definePage('pages/device/meter_record/charge_deductions', MeterStatementPage);
