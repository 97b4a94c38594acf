import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { FillIn } from '@screens/features/invoice/FillIn';

function FillInPage() {
  return <FillIn />;
}

export default definePage('pages/invoice/fillIn/index', FillInPage);
