import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { ChooseCity } from '@screens/features/wechat/ChooseCity';

function ChooseCityPage() {
  return <ChooseCity />;
}

export default definePage('pages/wechat/chooseCity/index', ChooseCityPage);
