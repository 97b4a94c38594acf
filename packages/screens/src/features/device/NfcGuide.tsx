import * as React from 'react';
import { pageLink } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import './device.css';
import './lockAccess.css';

interface Step {
  readonly title: string;
  readonly text: string;
}

/** Before the first tap: NFC on, Bluetooth on, where the lock's sensor is. */
const BEFORE: readonly Step[] = [
  { title: '打开手机NFC', text: '安卓手机在“设置 > 连接与共享 > NFC”中打开；iPhone 暂不支持用NFC开门，请使用蓝牙开门或远程开门。' },
  { title: '打开手机蓝牙', text: '开通时，手机通过蓝牙把NFC钥匙写入门锁，请站在门锁旁。' },
  { title: '找到门锁感应区', text: '感应区在门锁正面的键盘区域，亮起的数字键盘中间即是。' },
];

/** Holding the phone to the lock. */
const HOLDING: readonly Step[] = [
  { title: '手机背面对准感应区', text: '手机的NFC天线多在背面摄像头附近，将该位置贴近门锁键盘中间。' },
  { title: '贴近并保持1至2秒', text: '手机与门锁距离不超过2厘米，听到门锁“嘀”一声后再移开。' },
  { title: '没有反应时', text: '取下较厚的手机壳，确认NFC已打开、屏幕已点亮；仍不行请在“NFC开门”中重新开通。' },
];

function Steps({ steps, from, testId }: { steps: readonly Step[]; from: number; testId: string }) {
  return (
    <View data-testid={testId}>
      {steps.map((step, index) => (
        <View key={step.title} className="la-guide-step">
          <Text className="la-guide-number">{from + index}</Text>
          <View className="la-row-main">
            <Text className="la-step-title">{step.title}</Text>
            <Text className="dv-note">{step.text}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}

/** The phone held to the lock, drawn: the lock with its sensor, the phone's back over it. */
function HoldPicture() {
  return (
    <View className="la-picture" role="img" aria-label="手机背面贴近门锁键盘中间的感应区">
      <View className="la-lock">
        <View className="la-sensor" />
      </View>
      <View className="la-phone" />
    </View>
  );
}

/** NFC开门指引, first page: getting ready (NFC, Bluetooth, the sensor); 下一步 to how to hold the phone. */
export function NfcGuideStart() {
  return (
    <Page>
      <View className="ak-body">
        <Card title="开通前的准备">
          <Steps steps={BEFORE} from={1} testId="nfc-guide-before" />
          <Button testId="nfc-guide-next" onTap={() => void navigation.navigateTo(pageLink('pages/device/device_lock_nfc_guide/guide2'))}>
            下一步：如何贴近门锁
          </Button>
        </Card>
      </View>
    </Page>
  );
}

/** NFC开门指引, second page: how to hold the phone to the lock, and the way to NFC开门. */
export function NfcGuideHolding() {
  return (
    <Page>
      <View className="ak-body">
        <Card title="如何贴近门锁">
          <HoldPicture />
          <Steps steps={HOLDING} from={BEFORE.length + 1} testId="nfc-guide-holding" />
          <Button testId="nfc-guide-open" onTap={() => void navigation.navigateTo(pageLink('pages/device_nfc/index'))}>
            去开通NFC开门
          </Button>
        </Card>
      </View>
    </Page>
  );
}
