import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterReadingHistory } from '@screens/features/device/MeterRecords';

/** 历史记录: the meter's reading at each day's end over a month. */
function MeterReadingHistoryPage({ params }: PageProps<'pages/device/meter_record/history'>) {
  return <MeterReadingHistory meterId={params.meterId} />;
}

export default definePage('pages/device/meter_record/history', MeterReadingHistoryPage);
