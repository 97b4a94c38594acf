import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterUsage } from '@screens/features/device/MeterUsage';

/** 用量分析: a meter's use day by day over a month or a year. */
function AnalyseRangeDetailPage({ params }: PageProps<'pages/device/meter_record/analyse_range_detail'>) {
  return <MeterUsage meterId={params.meterId} by="day" />;
}

export default definePage('pages/device/meter_record/analyse_range_detail', AnalyseRangeDetailPage);
