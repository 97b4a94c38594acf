import * as React from 'react';
import { useGetRoomWifiQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { maskedWifiPassword, type RoomWifi } from '@aster/core-domain';
import { houseActions } from '@screens/platform/houseActions';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { QueryState } from '@screens/features/booking/pageStates';
import { NotRenting } from './extraServiceParts';
import './extraService.css';

const copy = (text: string) =>
  void houseActions
    .copyText(text)
    .then(() => ui.toast('复制成功', 'success'))
    .catch(() => ui.toast('复制失败，请长按手动复制'));

function WifiCard({ room }: { room: RoomWifi }) {
  const [shown, setShown] = React.useState(false);
  const id = room.contractId;
  return (
    <Card title={room.houseTitle} className="xs-card">
      {room.ssid === null ? (
        <Text className="xs-note" data-testid={`xs-wifi-none-${id}`}>
          该房间暂未登记Wi-Fi信息，请联系管家
        </Text>
      ) : (
        <View className="xs-rows" data-testid={`xs-wifi-${id}`}>
          <View className="xs-field">
            <View className="xs-field-main">
              <Text className="xs-field-label">网络名称</Text>
              <Text className="xs-wifi-value" data-testid={`xs-wifi-ssid-${id}`}>
                {room.ssid}
              </Text>
            </View>
            <View className="xs-field-actions">
              <Button kind="default" size="small" testId={`xs-wifi-copy-ssid-${id}`} onTap={() => copy(room.ssid ?? '')}>
                复制
              </Button>
            </View>
          </View>
          <View className="xs-field">
            <View className="xs-field-main">
              <Text className="xs-field-label">密码</Text>
              {room.password === '' || room.password === null ? (
                <Text className="xs-wifi-value">无需密码</Text>
              ) : (
                <Text className="xs-wifi-value" data-testid={`xs-wifi-password-${id}`} aria-label={shown ? undefined : '密码已隐藏'}>
                  {shown ? room.password : maskedWifiPassword(room.password)}
                </Text>
              )}
            </View>
            {room.password !== '' && room.password !== null && (
              <View className="xs-field-actions">
                <Button kind="default" size="small" testId={`xs-wifi-toggle-${id}`} onTap={() => setShown(!shown)}>
                  {shown ? '隐藏' : '显示'}
                </Button>
                <Button kind="default" size="small" testId={`xs-wifi-copy-password-${id}`} onTap={() => copy(room.password ?? '')}>
                  复制
                </Button>
              </View>
            )}
          </View>
        </View>
      )}
      <Text className="xs-note">{room.note}</Text>
    </Card>
  );
}

/** 无线网络: the Wi-Fi of each room lived in, the password hidden until 显示, each with 复制. */
export function Wifi() {
  const rooms = useGetRoomWifiQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page>
      <View className="ak-body xs-body">
        {rooms.data === undefined ? (
          <QueryState query={rooms} failedText="Wi-Fi信息加载失败" />
        ) : rooms.data.length === 0 ? (
          <NotRenting text="入住后可在这里查看房间的Wi-Fi" />
        ) : (
          rooms.data.map((room) => <WifiCard key={room.contractId} room={room} />)
        )}
      </View>
    </Page>
  );
}
