import * as React from 'react';
import { OfficialAccount } from 'remax/wechat';
import { View } from 'remax/one';

// WeChat draws its follow bar only when the mini-program was opened from a scene that allows it (e.g. a scan);
// elsewhere it renders nothing and the QR code below is the way.
export function OfficialAccountSlot() {
  return (
    <View className="follow-official">
      <OfficialAccount />
    </View>
  );
}
