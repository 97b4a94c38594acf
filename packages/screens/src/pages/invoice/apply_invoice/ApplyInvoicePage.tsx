import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { ApplyInvoice } from '@screens/features/invoice/ApplyInvoice';

function ApplyInvoicePage() {
  return <ApplyInvoice />;
}

export default definePage('pages/invoice/apply_invoice/index', ApplyInvoicePage);
