import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { InvoiceDetails } from '@screens/features/invoice/InvoiceDetails';

function DetailsPage({ params: { id } }: PageProps<'pages/invoice/details/index'>) {
  return <InvoiceDetails id={id} />;
}

export default definePage('pages/invoice/details/index', DetailsPage);
