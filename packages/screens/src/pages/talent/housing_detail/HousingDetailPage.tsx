import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { HousingDetail } from '@screens/features/talent/HousingDetail';

function HousingDetailPage({ params: { id } }: PageProps<'pages/talent/housing_detail/index'>) {
  return <HousingDetail id={id} />;
}

export default definePage('pages/talent/housing_detail/index', HousingDetailPage);
