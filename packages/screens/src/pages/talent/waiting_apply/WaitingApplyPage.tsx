import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { TalentApply } from '@screens/features/talent/TalentApply';

function WaitingApplyPage() {
  return <TalentApply />;
}

export default definePage('pages/talent/waiting_apply/index', WaitingApplyPage);
