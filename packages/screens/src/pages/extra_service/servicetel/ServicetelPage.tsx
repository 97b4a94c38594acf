import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { ServiceTel } from '@screens/features/extraService/ServiceTel';

function ServicetelPage() {
  return <ServiceTel />;
}

export default definePage('pages/extra_service/servicetel/index', ServicetelPage);
