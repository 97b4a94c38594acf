import * as React from 'react';
import { Text, View } from 'remax/one';
import { CAPABILITY_PURPOSES } from '../platform/permissionFlow';
import { privacy } from '../platform/privacy';
import { AgreeButton } from './AgreeButton';
import { Button } from './Button';
import { privacyConsent, useConsentOpen, type ConsentGate } from './privacyConsent';
import './kit.css';
import './PrivacySheet.css';

/** What the app collects and why (spec section 6), as the privacy guide in the console declares it. */
export const PRIVACY_ITEMS: ReadonlyArray<{ name: string; purpose: string }> = [
  CAPABILITY_PURPOSES.location,
  CAPABILITY_PURPOSES.album,
  CAPABILITY_PURPOSES.bluetooth,
  { name: '手机号', purpose: '用于手机号登录' },
  // wx.chooseMedia (user-idimg, company_authentication): the ID card or licence photo the tenant takes or picks.
  { name: '摄像头、选中的照片', purpose: '用于拍摄或选择证件照片、营业执照照片' },
];

/**
 * WeChat's privacy consent sheet, drawn by every Page: it opens when WeChat holds a privacy call (location,
 * album, bluetooth, phone number) until the user answers. Refusing keeps the app usable without that capability.
 */
export function PrivacySheet({ gate = privacyConsent }: { gate?: ConsentGate }) {
  const open = useConsentOpen(gate);
  if (!open) return null;
  return (
    <View className="ak-mask ak-privacy-mask">
      <View className="ak-privacy" role="dialog" aria-label="隐私保护提示" data-testid="privacy-sheet">
        <Text className="ak-privacy-title">隐私保护提示</Text>
        <View className="ak-privacy-text">
          <Text>在使用前，请阅读并同意</Text>
          <Text className="ak-link" data-testid="privacy-contract" onTap={() => privacy.openContract()}>
            《用户隐私保护指引》
          </Text>
          <Text>。我们只在下列用途中收集和使用你的信息：</Text>
        </View>
        <View className="ak-privacy-list">
          {PRIVACY_ITEMS.map((item) => (
            <View key={item.name} className="ak-privacy-item">
              <Text className="ak-privacy-name">{item.name}</Text>
              <Text className="ak-privacy-purpose">{item.purpose}</Text>
            </View>
          ))}
        </View>
        <Text className="ak-privacy-note">拒绝后仍可正常浏览，相应功能不可用（例如城市可手动选择）。</Text>
        <View className="ak-privacy-actions">
          <Button kind="default" className="ak-privacy-button" testId="privacy-disagree" onTap={() => gate.answer('disagree')}>
            拒绝
          </Button>
          <AgreeButton className="ak-privacy-button" onAgree={() => gate.answer('agree')}>
            同意
          </AgreeButton>
        </View>
      </View>
    </View>
  );
}
