import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { InvoiceList } from '@screens/features/invoice/InvoiceList';

function InvoicePage() {
  return <InvoiceList />;
}

export default definePage('pages/invoice/invoice/index', InvoicePage);
