import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterTopUpDetail } from '@screens/features/device/MeterRecords';

/** 记录详情: one top-up of the meter. */
function MeterTopUpDetailPage({ params }: PageProps<'pages/device/meter_record/record_detail'>) {
  return <MeterTopUpDetail meterId={params.meterId} recordId={params.recordId} />;
}

export default definePage('pages/device/meter_record/record_detail', MeterTopUpDetailPage);
