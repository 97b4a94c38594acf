import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { WechatAdd } from '@screens/features/wechat/WechatAdd';

function AddPage({ params: { cityId } }: PageProps<'pages/wechat/add/index'>) {
  return <WechatAdd cityId={cityId} />;
}

export default definePage('pages/wechat/add/index', AddPage);
