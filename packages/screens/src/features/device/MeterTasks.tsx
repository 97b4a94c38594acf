import * as React from 'react';
import { type MeterDetail, METER_BUTTON, METER_TASK_TYPE, useGetMeterTasksTodoQuery, useLazyCheckMeterClickQuery } from '@aster/core-api';
import { meterResetBalance } from '@aster/device-ble';
import { Text, View } from 'remax/one';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { DEVICE_PROFILE } from './bluetoothTypes';
import { deviceServerPort } from './deviceServerPort';
import { FlowStatus } from './FlowStatus';
import { useMeterRechargeRoutes } from './meterCommands';
import { useDeviceFlow } from './useDeviceFlow';

/**
 * Asks the server whether a meter button may act now (click-btn-check). Only advice: without an answer the button
 * acts and the server's own refusal is what the tenant reads. A refusal is shown as a toast and stops the button.
 */
export function useMeterButtonCheck(meterId: string) {
  const [check] = useLazyCheckMeterClickQuery();
  return React.useCallback(
    async (btnType: number): Promise<boolean> => {
      const answer = await check({ deviceId: meterId, btnType })
        .unwrap()
        .catch(() => null);
      if (answer !== null && !answer.allowed) {
        ui.toast(answer.message);
        return false;
      }
      return true;
    },
    [check, meterId],
  );
}

/**
 * 待办 on the meter page (device-task-todo): what waits at the meter for the tenant. 余额校零 (the operator settled the
 * money on an offline meter with an earlier lease) is done here beside the meter by Bluetooth (offlineResetBalance);
 * a top-up paid meanwhile is written after it, so the reset never clears the tenant's own money.
 */
export function MeterTasks({ meter }: { meter: MeterDetail }) {
  const tasks = useGetMeterTasksTodoQuery({ id: meter.id });
  const { routes, todo } = useMeterRechargeRoutes();
  const write = useDeviceFlow();
  const mayPress = useMeterButtonCheck(meter.id);
  const server = React.useMemo(() => deviceServerPort(routes, todo), [routes, todo]);
  const list = tasks.data?.tasks ?? [];
  const reset = list.find((task) => task.taskType === METER_TASK_TYPE.resetBalance);
  // a reset just done leaves the list empty: its outcome stays in view
  if (list.length === 0) {
    return write.state.phase === 'idle' ? null : (
      <Card title="待办">
        <FlowStatus state={write.state} testId="meter-reset-status" />
      </Card>
    );
  }
  const runReset = async () => {
    if (!(await mayPress(METER_BUTTON.resetBalance))) return;
    write.run({
      radio: { mac: meter.meterMac, profile: DEVICE_PROFILE },
      server,
      flow: (context) => meterResetBalance(context, { meterId: meter.id }),
      doneText: '余额校零完成，表内余额已清零',
      onDone: () => void tasks.refetch(),
    });
  };
  return (
    <Card title="待办">
      {list.map((task) => (
        <Text key={task.taskId} className="dv-warning" data-testid={`meter-task-${task.taskId}`}>
          {task.title}
        </Text>
      ))}
      {reset !== undefined && !meter.online && (
        <>
          <Text className="dv-note">请站在表旁，打开手机蓝牙后点击“蓝牙校零”；校零后再写入您的充值。</Text>
          <View className="dv-actions">
            <Button kind="primary" testId="meter-reset-balance" disabled={write.busy} onTap={() => void runReset()}>
              蓝牙校零
            </Button>
          </View>
          <FlowStatus state={write.state} testId="meter-reset-status" />
        </>
      )}
    </Card>
  );
}
