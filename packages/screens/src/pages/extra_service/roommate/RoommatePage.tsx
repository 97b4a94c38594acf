import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { Roommates } from '@screens/features/extraService/Roommates';

function RoommatePage() {
  return <Roommates />;
}

export default definePage('pages/extra_service/roommate/index', RoommatePage);
