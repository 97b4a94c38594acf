import * as React from 'react';
import {
  type MeterDetail,
  useGetMeterDayUseQuery,
  useGetMeterDetailQuery,
  useGetMeterDeviceInfoQuery,
  useGetMeterHourUseQuery,
  useLazyCheckMeterButtonQuery,
  useReadMeterOnlineMutation,
  useReadWaterMeterOnlineMutation,
  useSwitchOnMeterMutation,
  DEVICE_TYPE,
  METER_BUTTON,
} from '@aster/core-api';
import { addCalendarDays, balanceDaysLeft, chinaDate, daysLeftText, fenToYuanString, pageLink, unusualHourUse, unusualUseText } from '@aster/core-domain';
import { finishPendingMeterTask, meterReading, meterRecharge, meterSwitchOn } from '@aster/device-ble';
import { Text, View } from 'remax/one';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { DEVICE_PROFILE } from './bluetoothTypes';
import { deviceServerPort } from './deviceServerPort';
import { FlowStatus } from './FlowStatus';
import { MeterAddWater } from './MeterAddWater';
import { useMeterRechargeRoutes } from './meterCommands';
import { MeterTasks, useMeterButtonCheck } from './MeterTasks';
import { MeterZeroBalance, useMeterZeroed, ZeroedTopUpNote } from './MeterZeroBalance';
import { useDeviceFlow } from './useDeviceFlow';
import { WithMeter } from './WithMeter';
import './device.css';
import './meter.css';

/** Days of use the days-left line reads, and of hours the unusual-use alert compares (core-domain's windows). */
const DAYS_FOR_BALANCE = 8;
const DAYS_FOR_PATTERN = 29;


const price = (meter: MeterDetail) => `${fenToYuanString(meter.priceFen)}元/${meter.unit}`;

/** The days-left line and the unusual-use alert, from the meter's recent use. */
function UseLines({ meter }: { meter: MeterDetail }) {
  const today = chinaDate(clock.now());
  const days = useGetMeterDayUseQuery({ meterId: meter.id, startDate: addCalendarDays(today, -DAYS_FOR_BALANCE), endDate: addCalendarDays(today, -1) });
  const hours = useGetMeterHourUseQuery({ meterId: meter.id, startDate: addCalendarDays(today, -DAYS_FOR_PATTERN), endDate: today });
  const daysLeft = days.data === undefined ? null : daysLeftText(balanceDaysLeft(meter.balanceFen, days.data.points));
  const alert = hours.data === undefined ? null : unusualHourUse(hours.data.points, meter.deviceType === DEVICE_TYPE.electricity ? 'electricity' : 'water');
  return (
    <>
      {daysLeft !== null && (
        <Text className={meter.balanceFen <= 0 ? 'dv-warning' : 'dv-note'} data-testid="meter-days-left">
          {daysLeft}
        </Text>
      )}
      {alert !== null && (
        <Text className="dv-warning" data-testid="meter-unusual-use" aria-live="polite">
          {unusualUseText(alert, meter.unit)}
        </Text>
      )}
    </>
  );
}

function MeterView({ meter }: { meter: MeterDetail }) {
  const { routes, todo } = useMeterRechargeRoutes();
  const write = useDeviceFlow();
  const detail = useGetMeterDetailQuery({ meterId: meter.id });
  const server = deviceServerPort(routes, todo);
  const go = (url: string) => void navigation.navigateTo(url);
  const params = { meterId: meter.id };
  // a recharge already handed to the meter is finished first; only then is what still waits written
  const pending = meter.pendingRechargeFen > 0 && !meter.rechargeTaskPending;
  const refresh = () => void detail.refetch();
  // a write that failed part-way may have left a recharge task on the server: the page offers to finish it
  const failed = write.state.phase === 'failed';
  const { refetch } = detail;
  React.useEffect(() => {
    if (failed) void refetch();
  }, [failed, refetch]);
  const writeTopUp = () =>
    write.run({
      radio: { mac: meter.meterMac, profile: DEVICE_PROFILE },
      server,
      flow: (context) => meterRecharge(context, { meterId: meter.id, amount: meter.pendingRechargeFen / 100 }),
      doneText: `已写入表内，充值${fenToYuanString(meter.pendingRechargeFen)}元到账`,
      onDone: refresh,
    });
  // A top-up cut off earlier (app closed, signal lost) is finished first: the same recharge, never a second one.
  const finishEarlier = () =>
    write.run({
      radio: { mac: meter.meterMac, profile: DEVICE_PROFILE },
      server,
      flow: (context) => finishPendingMeterTask(context, { meterId: meter.id }),
      doneText: '已连接表，未完成的充值已处理完毕',
      onDone: refresh,
    });
  // 合闸 and 抄表: an online meter through its cloud, an offline one by Bluetooth beside it (one device flow at a time).
  const [switchOnOnline, switchingOn] = useSwitchOnMeterMutation();
  const [readElectricityOnline, readingElectricity] = useReadMeterOnlineMutation();
  // a water meter's cloud is the water cloud (common/water/meterReadingOnline)
  const [readWaterOnline, readingWater] = useReadWaterMeterOnlineMutation();
  const water = meter.deviceType !== DEVICE_TYPE.electricity;
  const readOnline = water ? readWaterOnline : readElectricityOnline;
  const reading = water ? readingWater : readingElectricity;
  const supply = water ? '供水' : '供电';
  // 合闸 and 抄表 ask the server first whether they may act now (click-btn-check: a refusal is a toast)
  const mayPress = useMeterButtonCheck(meter.id);
  const switchOn = async () => {
    if (!(await mayPress(METER_BUTTON.switchOn))) return;
    if (meter.online) void switchOnOnline({ meterId: meter.id });
    else write.run({ radio: { mac: meter.meterMac, profile: DEVICE_PROFILE }, server, flow: (context) => meterSwitchOn(context, { meterId: meter.id }), doneText: `已合闸，恢复${supply}`, onDone: refresh });
  };
  const readNow = async () => {
    if (!(await mayPress(METER_BUTTON.reading))) return;
    if (meter.online) void readOnline({ meterId: meter.id });
    else write.run({ radio: { mac: meter.meterMac, profile: DEVICE_PROFILE }, server, flow: (context) => meterReading(context, { meterId: meter.id }), doneText: '抄表完成，读数与余额已按表内更新', onDone: refresh });
  };
  const info = useGetMeterDeviceInfoQuery({ meterId: meter.id }).data;
  // 充值 asks the server first whether the tenant should read something (a checkout applied for, money waiting to be
  // written); the tenant decides. The check only advises: without an answer the charge page opens as usual.
  const [checkButton] = useLazyCheckMeterButtonQuery();
  const topUp = async () => {
    const check = await checkButton({ id: meter.id, btnType: METER_BUTTON.topUp }).unwrap().catch(() => null);
    if (check?.show === true && !(await ui.showModal({ title: '充值提示', content: check.title, showCancel: true, confirmText: '继续充值' }))) return;
    go(pageLink('pages/device/meter_charge/index', params));
  };
  const state = meter.online ? '在线' : '离线（蓝牙）';
  // 退租清零 done: the meter takes no more money for this lease, so 充值 gives way to why
  const zeroed = useMeterZeroed(meter.id);
  return (
    <Page>
      <StatusHead status={`${meter.name} · ${state}`} note={`${meter.houseTitle} · ${meter.roomName}`} testId="meter-status" />
      <View className="ak-body ak-overlap">
        <MeterZeroBalance meter={meter} />
        <MeterTasks meter={meter} />
        <Card title="余额">
          <Text className={`mt-balance ${meter.balanceFen <= 0 ? 'mt-balance--empty' : ''}`} data-testid="meter-balance">
            ¥{meter.balance}
          </Text>
          {meter.balanceFen <= 0 && !zeroed && (
            <Text className="dv-warning" data-testid="meter-zero">
              余额已用完{meter.switchOn ? '' : '，表已断开'}，充值后即可恢复使用
            </Text>
          )}
          {meter.balanceFen > 0 && !meter.switchOn && (
            <Text className="dv-warning" data-testid="meter-switched-off">
              表已断开（停止{supply}），余额已到账：{meter.online ? '点击“合闸”即可恢复' : '请站在表旁，打开手机蓝牙后点击“合闸”'}
            </Text>
          )}
          {!zeroed && <UseLines meter={meter} />}
          {meter.pendingRechargeFen > 0 && (
            <Text className="dv-warning" data-testid="meter-pending">
              已支付¥{fenToYuanString(meter.pendingRechargeFen)}，待写入表内：请站在表旁，打开手机蓝牙后点击“{meter.rechargeTaskPending ? '蓝牙连接' : '蓝牙写入'}”
            </Text>
          )}
          {zeroed && <ZeroedTopUpNote />}
          <View className="dv-actions">
            {!zeroed && (
              <Button testId="meter-charge" onTap={() => void topUp()}>
                充值
              </Button>
            )}
            {!meter.online && (
              <Button kind={pending ? 'primary' : 'default'} testId="meter-write" disabled={write.busy} onTap={pending ? writeTopUp : finishEarlier}>
                {pending ? '蓝牙写入' : '蓝牙连接'}
              </Button>
            )}
            {meter.balanceFen > 0 && !meter.switchOn && (
              <Button kind="primary" testId="meter-switch-on" disabled={write.busy || switchingOn.isLoading} onTap={() => void switchOn()}>
                合闸
              </Button>
            )}
          </View>
          <FlowStatus state={write.state} testId="meter-write-status" />
        </Card>
        <MeterAddWater meter={meter} />
        <Card flush>
          <Cell title="按天用量" value="近一年" onTap={() => go(pageLink('pages/device/meter_record/analyse_range_detail', params))} testId="meter-days" />
          <Cell title="分时用量" value="近一个月" onTap={() => go(pageLink('pages/device/meter_record/analyse_range_detail_hours', params))} testId="meter-hours" />
          <Cell title="使用记录" value="充值、扣费、读数" onTap={() => go(pageLink('pages/device/meter_record/index', params))} testId="meter-records" />
        </Card>
        <Card title="表信息">
          <Cell title="当前读数" value={`${meter.reading} ${meter.unit}`} />
          <Cell title="单价" value={price(meter)} />
          <Cell title="抄表时间" value={meter.readAt.replace('T', ' ').slice(0, 16)} />
          {info !== undefined && (
            <>
              <Cell title="型号" value={info.modelName} testId="meter-info-model" />
              <Cell title="设备MAC" value={info.mac} testId="meter-info-mac" />
              <Cell title="连接方式" value={info.connection} />
              <Cell title="安装日期" value={info.installedAt} />
            </>
          )}
          <View className="dv-actions">
            <Button testId="meter-read" disabled={write.busy || reading.isLoading} onTap={() => void readNow()}>
              {meter.online ? '立即抄表' : '蓝牙抄表'}
            </Button>
          </View>
        </Card>
      </View>
    </Page>
  );
}

/**
 * A meter's page (device_meter, meter2, meter3, meter4 share it): the meter in its link, or (the /device_meter short
 * route) the tenant's first meter.
 */
export function MeterScreen({ meterId }: { meterId: string | undefined }) {
  return <WithMeter meterId={meterId}>{(meter) => <MeterView meter={meter} />}</WithMeter>;
}
