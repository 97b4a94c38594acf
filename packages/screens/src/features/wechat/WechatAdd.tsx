import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { usePageEvent } from 'remax/macro';
import { useGetCityWechatQuery } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { useCurrentCity } from '@screens/hooks/useCurrentCity';
import { houseActions } from '@screens/platform/houseActions';
import { navigation } from '@screens/platform/navigation';
import { saveImage } from '@screens/platform/saveImage';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { cityChoice } from './cityChoice';
import { Icon } from '@screens/ui/icon/Icon';
import './wechat.css';

/**
 * 添加微信: the operator's customer-service WeChat of a city (the one chosen on 选择城市, else the tenant's city): its
 * name, QR code, 保存二维码 (the album, through the save-image port) and 复制微信号 (the clipboard port). The same on
 * every platform: no WeChat-only call.
 */
export function WechatAdd({ cityId }: { cityId: number | undefined }) {
  const { city } = useCurrentCity();
  const [chosen, setChosen] = React.useState(cityId);
  // Back from 选择城市 with a city.
  usePageEvent('onShow', () => {
    const picked = cityChoice.take();
    if (picked !== null) setChosen(picked);
  });
  const account = useGetCityWechatQuery({ cityId: chosen ?? city.cityId });
  const [saving, setSaving] = React.useState(false);
  const data = account.data;
  if (data === undefined) return <QueryStatePage query={account} failedText="微信信息加载失败" />;

  const copy = () =>
    void houseActions
      .copyText(data.wechatId)
      .then(() => ui.toast('复制成功', 'success'))
      .catch(() => ui.toast('复制失败，请长按微信号手动复制'));
  const save = async () => {
    if (saving) return;
    setSaving(true);
    const outcome = await saveImage.save(data.qrCodeUrl, `${data.wechatId}.svg`);
    setSaving(false);
    if (outcome === 'saved') ui.toast('已保存到相册', 'success');
    else if (outcome === 'failed') ui.toast('保存失败，请截图保存');
  };

  return (
    <Page>
      <View className="ak-body wx-body">
        <View className="wx-city" role="button" aria-label={`当前城市${data.cityName}，切换城市`} data-testid="wx-choose-city" onTap={() => void navigation.navigateTo(pageLink('pages/wechat/chooseCity/index'))}>
          <Text className="wx-city-name">{data.cityName}</Text>
          <View className="wx-city-switch">
            <Text>切换城市</Text>
            <Icon name="chevron-right" size="small" />
          </View>
        </View>
        <View className="wx-card">
          <Text className="wx-name" data-testid="wx-name">{data.name}</Text>
          <Text className="wx-sub">添加客服微信，加入城市租户群，获取活动、缴费与维修通知</Text>
          <View role="img" aria-label={`${data.name}的二维码`} className="wx-qr-box">
            <Image className="wx-qr" src={data.qrCodeUrl} mode="aspectFit" wechat-show-menu-by-longpress data-testid="wx-qr" />
          </View>
          <View className="wx-id-row">
            <Text className="wx-id-label">微信号</Text>
            <Text className="wx-id" selectable data-testid="wx-id">{data.wechatId}</Text>
          </View>
          <Text className="wx-note">{data.note}</Text>
          <View className="wx-actions">
            <Button kind="default" testId="wx-save" disabled={saving} onTap={() => void save()}>
              {saving ? '保存中…' : '保存二维码'}
            </Button>
            <Button testId="wx-copy" onTap={copy}>
              复制微信号
            </Button>
          </View>
        </View>
        <Text className="wx-hint">保存二维码后，打开微信「扫一扫」从相册选取；或复制微信号，在微信中搜索添加</Text>
      </View>
    </Page>
  );
}
