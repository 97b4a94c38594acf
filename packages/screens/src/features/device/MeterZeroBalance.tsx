import * as React from 'react';
import {
  type MeterDetail,
  useGetMeterZeroingQuery,
  useGetZeroBalanceCommandMutation,
  useSubmitZeroBalanceAnswerMutation,
  useZeroMeterOnlineMutation,
} from '@aster/core-api';
import { METER_ZEROED_TOP_UP_TEXT, meterZeroedText, meterZeroingDueText } from '@aster/core-domain';
import { meterZeroBalance } from '@aster/device-ble';
import { Text, View } from 'remax/one';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { DEVICE_PROFILE } from './bluetoothTypes';
import { deviceServerPort } from './deviceServerPort';
import { FlowStatus } from './FlowStatus';
import { useMeterRechargeRoutes } from './meterCommands';
import { useDeviceFlow } from './useDeviceFlow';
import './meterZero.css';

// 退租清零 on the meter page: while the lease is being checked out (退租中) and the meter holds money, the tenant clears
// it and gets the money back in the wallet. Online meters through their cloud (清零), offline ones by Bluetooth beside
// the meter (蓝牙清零) with device-ble's meterZeroBalance flow: the command carries the server's zeroing id, so a
// zeroing cut off after the meter cleared is sent again and refunded once.

/** Whether the meter was zeroed for the lease being checked out: the page then offers no 充值. */
export function useMeterZeroed(meterId: string): boolean {
  return useGetMeterZeroingQuery({ id: meterId }).data?.state === 'zeroed';
}

/** Where 充值 stood once the meter was zeroed. */
export function ZeroedTopUpNote() {
  return (
    <Text className="mz-note" data-testid="meter-zeroed-no-top-up">
      {METER_ZEROED_TOP_UP_TEXT}
    </Text>
  );
}

/** The 退租清零 card: nothing while there is nothing to zero (or the server could not say). */
export function MeterZeroBalance({ meter }: { meter: MeterDetail }) {
  const zeroing = useGetMeterZeroingQuery({ id: meter.id });
  const [zeroOnline, online] = useZeroMeterOnlineMutation();
  const [getCommand] = useGetZeroBalanceCommandMutation();
  const [submitAnswer] = useSubmitZeroBalanceAnswerMutation();
  const { routes, todo } = useMeterRechargeRoutes();
  const write = useDeviceFlow();
  const { refetch } = zeroing;
  // an unfinished recharge of the meter is finished first (device-ble does so before the zeroing), so its routes come too
  const server = React.useMemo(
    () =>
      deviceServerPort(
        {
          ...routes,
          'meter-zero-balance': {
            getCommand: ({ meterId }) => getCommand({ id: meterId }).unwrap(),
            submitResponse: async ({ meterId }, answer) => {
              await submitAnswer({ meterId, hex: answer.hex }).unwrap();
              return {};
            },
          },
        },
        todo,
      ),
    [routes, todo, getCommand, submitAnswer],
  );
  const state = zeroing.data?.state;
  if (state === undefined || state === 'none') return null;
  const zeroBluetooth = () =>
    write.run({
      radio: { mac: meter.meterMac, profile: DEVICE_PROFILE },
      server,
      flow: (context) => meterZeroBalance(context, { meterId: meter.id }),
      doneText: '表内余额已清零',
      onDone: () => void refetch(),
    });
  return (
    <Card title="退租清零">
      {state === 'due' ? (
        <>
          <Text className="dv-warning mz-text" data-testid="meter-zero-due">
            {meterZeroingDueText(zeroing.data?.balanceFen ?? 0)}
          </Text>
          {!meter.online && <Text className="mz-note">请站在表旁，打开手机蓝牙后点击“蓝牙清零”；实际退回金额以表内清零的金额为准</Text>}
          <View className="dv-actions">
            {meter.online ? (
              <Button kind="primary" testId="meter-zero-online" disabled={online.isLoading} onTap={() => void zeroOnline({ id: meter.id })}>
                清零
              </Button>
            ) : (
              <Button kind="primary" testId="meter-zero-bluetooth" disabled={write.busy} onTap={zeroBluetooth}>
                蓝牙清零
              </Button>
            )}
          </View>
          <FlowStatus state={write.state} testId="meter-zero-status" />
        </>
      ) : (
        <Text className="dv-warning mz-text mz-text--done" data-testid="meter-zero-done" aria-live="polite">
          {meterZeroedText(zeroing.data?.refundedFen ?? 0)}
        </Text>
      )}
    </Card>
  );
}
