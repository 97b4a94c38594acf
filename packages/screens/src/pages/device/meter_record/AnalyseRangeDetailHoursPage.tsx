import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterUsage } from '@screens/features/device/MeterUsage';

/** 分时用量: a meter's use hour by hour on one of the last 7 days. */
function AnalyseRangeDetailHoursPage({ params }: PageProps<'pages/device/meter_record/analyse_range_detail_hours'>) {
  return <MeterUsage meterId={params.meterId} by="hour" />;
}

export default definePage('pages/device/meter_record/analyse_range_detail_hours', AnalyseRangeDetailHoursPage);
