import * as React from 'react';
import { type MeterDetail, useGetMeterWaterAllowancesQuery } from '@aster/core-api';
import { waterProcessor } from '@aster/device-ble';
import { Text, View } from 'remax/one';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { DEVICE_PROFILE } from './bluetoothTypes';
import { asServerError, deviceServerPort } from './deviceServerPort';
import { FlowStatus } from './FlowStatus';
import { useMeterRechargeRoutes } from './meterCommands';
import { hasWaterProcessor, useMeterWaterRoutes } from './meterWater';
import { type DeviceFlowState, flowFailureText, useDeviceFlow } from './useDeviceFlow';
import './meterWater.css';

/**
 * 加水 on a water meter's page: the free water its processor holds (剩余赠送水量), and an allowance of the operator
 * waiting to be written with its 写入 button: an online meter through its cloud, an offline one by Bluetooth beside it
 * (device-ble's water processor flow, after any unfinished recharge). Nothing on a meter without a water processor.
 */
export function MeterAddWater({ meter }: { meter: MeterDetail }) {
  if (!hasWaterProcessor(meter)) return null;
  return <AddWaterCard meter={meter} />;
}

function AddWaterCard({ meter }: { meter: MeterDetail }) {
  const { routes, addOnline } = useMeterWaterRoutes();
  const { todo } = useMeterRechargeRoutes();
  const bluetooth = useDeviceFlow();
  const allowances = useGetMeterWaterAllowancesQuery({ id: meter.id });
  const [cloud, setCloud] = React.useState<DeviceFlowState>({ phase: 'idle' });
  const info = meter.addInfo;
  const todoTaskId = info?.show === true && info.taskTodoId !== null && info.taskTodoId !== undefined ? String(info.taskTodoId) : null;
  const litres = allowances.data?.allowances.find((one) => one.todoTaskId === todoTaskId)?.litres;
  const doneText = litres === undefined ? '已写入水表' : `已写入${litres}升`;
  const credit = meter.waterCreditLitres ?? null;
  const state = meter.online ? cloud : bluetooth.state;
  const busy = state.phase === 'running';

  const write = (taskId: string) => {
    if (!meter.online) {
      bluetooth.run({
        radio: { mac: meter.meterMac, profile: DEVICE_PROFILE },
        server: deviceServerPort(routes, todo),
        flow: (context) => waterProcessor(context, { meterId: meter.id, todoTaskId: taskId }),
        doneText,
      });
      return;
    }
    setCloud({ phase: 'running', stage: 'reporting', text: '正在写入' });
    addOnline(meter.id, taskId).then(
      () => setCloud({ phase: 'done', text: doneText }),
      (error: unknown) => setCloud({ phase: 'failed', text: flowFailureText(asServerError(error)) }),
    );
  };

  if (todoTaskId === null && credit === null && state.phase === 'idle') return null;
  return (
    <Card title="加水">
      {credit !== null && (
        <Text className="mw-credit" data-testid="meter-water-credit">
          剩余赠送水量 {credit} 升
        </Text>
      )}
      {todoTaskId !== null && (
        <>
          <Text className="mw-info" data-testid="meter-water-info">
            {info?.text}
          </Text>
          <View className="dv-actions">
            <Button testId="meter-water-write" disabled={busy} onTap={() => write(todoTaskId)}>
              {meter.online ? '写入' : '蓝牙写入'}
            </Button>
          </View>
        </>
      )}
      <FlowStatus state={state} testId="meter-water-status" />
    </Card>
  );
}
