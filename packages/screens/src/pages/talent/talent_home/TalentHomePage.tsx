import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { TalentHome } from '@screens/features/talent/TalentHome';

function TalentHomePage() {
  return <TalentHome />;
}

export default definePage('pages/talent/talent_home/index', TalentHomePage);
