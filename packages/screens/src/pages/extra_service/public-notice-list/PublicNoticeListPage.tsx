import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { NoticeList } from '@screens/features/extraService/NoticeList';

function PublicNoticeListPage() {
  return <NoticeList />;
}

export default definePage('pages/extra_service/public-notice-list/index', PublicNoticeListPage);
