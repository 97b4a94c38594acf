import * as React from 'react';
import { useGetMeterChargeRecordsQuery, useGetMeterDetailQuery } from '@aster/core-api';
import { fenToYuanString, pageLink } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { devicePageUrl } from './lockModels';
import './device.css';
import './meter.css';

/**
 * 支付结果 of a meter top-up (device_pay_result, after the pay module's result page): what the server says of the
 * top-up (charge-record by its recordId, then its meter), never the link. An online meter has it; an offline one needs
 * the tenant beside it, so the page says so and leads there; an order not paid yet leads back to 充值.
 */
export function MeterTopUpResult({ recordId }: { recordId: string }) {
  const records = useGetMeterChargeRecordsQuery({ recordId }, { refetchOnMountOrArgChange: true });
  const record = records.data?.records.find((one) => one.id === recordId);
  const detail = useGetMeterDetailQuery({ meterId: record?.meterId ?? '' }, { skip: record === undefined, refetchOnMountOrArgChange: true });
  if (record === undefined) return <QueryStatePage query={records} failedText="充值结果加载失败" />;
  if (detail.data === undefined) return <QueryStatePage query={detail} failedText="充值结果加载失败" />;
  const found = detail.data;
  const data = { ...record, meterName: found.name, online: found.online, balanceFen: found.balanceFen };
  const meter = { id: found.id, model: found.model, deviceType: found.deviceType };
  const go = (url: string) => void navigation.redirectTo(url);
  const amount = `¥${fenToYuanString(data.amountFen)}`;
  const head =
    data.status === 'credited' ? `充值成功 ${amount}` : data.status === 'awaiting_write' ? `已支付 ${amount}，待写入表内` : `${amount} 尚未支付`;
  return (
    <Page>
      <StatusHead status={head} note={data.meterName} testId="top-up-result" />
      <View className="ak-body ak-overlap">
        <Card>
          {data.status === 'credited' && (
            <Text className="dv-note" data-testid="top-up-result-note">
              {data.online ? `已到账，当前余额¥${fenToYuanString(data.balanceFen)}` : '已写入表内并到账'}
            </Text>
          )}
          {data.status === 'awaiting_write' && (
            <Text className="dv-warning" data-testid="top-up-result-note">
              {data.meterName}是蓝牙表：请站在表旁，打开手机蓝牙，在表的页面点击“蓝牙写入”，写入后即到账。离开前未写入也不会丢失，下次到表旁再写入即可。
            </Text>
          )}
          {data.status === 'unpaid' && (
            <Text className="dv-note" data-testid="top-up-result-note">
              这笔充值还没有支付成功，没有扣款；可以返回重新充值。
            </Text>
          )}
          <View className="dv-actions">
            {data.status === 'unpaid' ? (
              <Button kind="primary" testId="top-up-retry" onTap={() => go(pageLink('pages/device/meter_charge/index', { meterId: data.meterId }))}>
                重新充值
              </Button>
            ) : (
              <Button kind="primary" testId="top-up-meter" onTap={() => go(devicePageUrl(meter))}>
                {data.status === 'awaiting_write' ? '去写入' : '查看表'}
              </Button>
            )}
          </View>
        </Card>
        <Card flush>
          <Cell title="充值记录" value="使用记录" onTap={() => go(pageLink('pages/device/meter_record/record_detail', { meterId: data.meterId, recordId: data.id }))} testId="top-up-record" />
        </Card>
      </View>
    </Page>
  );
}
