import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { Wifi } from '@screens/features/extraService/Wifi';

function WifiPage() {
  return <Wifi />;
}

export default definePage('pages/extra_service/wifi/index', WifiPage);
