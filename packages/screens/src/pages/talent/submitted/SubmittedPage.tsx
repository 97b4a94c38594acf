import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { TalentSubmitted } from '@screens/features/talent/TalentSubmitted';

function SubmittedPage() {
  return <TalentSubmitted />;
}

export default definePage('pages/talent/submitted/index', SubmittedPage);
