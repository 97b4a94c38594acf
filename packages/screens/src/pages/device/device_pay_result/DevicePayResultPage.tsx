import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MeterTopUpResult } from '@screens/features/device/MeterTopUpResult';

/** 支付结果 of a meter top-up: credited, or waiting to be written beside an offline meter. */
function DevicePayResultPage({ params }: PageProps<'pages/device/device_pay_result/index'>) {
  return <MeterTopUpResult recordId={params.recordId} />;
}

export default definePage('pages/device/device_pay_result/index', DevicePayResultPage);
