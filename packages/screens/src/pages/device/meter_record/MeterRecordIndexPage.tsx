import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterRecordIndex } from '@screens/features/device/MeterRecords';

/** 使用记录: a meter's latest top-ups and the ways to its statement, readings and use. */
function MeterRecordIndexPage({ params }: PageProps<'pages/device/meter_record/index'>) {
  return <MeterRecordIndex meterId={params.meterId} />;
}

export default definePage('pages/device/meter_record/index', MeterRecordIndexPage);
