import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { Particulars } from '@screens/features/invoice/Particulars';

function ParticularsPage({ params: { id } }: PageProps<'pages/invoice/particulars/index'>) {
  return <Particulars id={id} />;
}

export default definePage('pages/invoice/particulars/index', ParticularsPage);
