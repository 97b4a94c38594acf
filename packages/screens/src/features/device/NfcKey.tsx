import * as React from 'react';
import { useMemo, useState } from 'react';
import {
  type LockDetail,
  useGetNfcActiveCommandMutation,
  useGetNfcKeysQuery,
  useReportNfcActiveFailMutation,
  useReportNfcOpenMutation,
  useSaveNfcLogMutation,
} from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { lockNfc } from '@aster/device-ble';
import { Text, View } from 'remax/one';
import { navigation } from '@screens/platform/navigation';
import { nfc } from '@screens/platform/nfc';
import { NFC_FAILURE_TEXT, NfcError } from '@screens/platform/nfcTypes';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { type CommandRoutes, deviceServerPort } from './deviceServerPort';
import { FlowStatus } from './FlowStatus';
import { shortTime } from './lockModels';
import { LockRadioPage } from './LockPage';
import { type DeviceRadio } from './lockRadio';
import { useDeviceFlow } from './useDeviceFlow';
import './device.css';
import './lockAccess.css';

/** How long the phone waits for the key at its back. */
const READ_TIMEOUT_MS = 30_000;

/** The lock-nfc kind of the relay: nfc-active-cmd, then nfc-open-report and save-nfc-log; a failure is reported. */
function useNfcRoutes(): Required<Pick<CommandRoutes, 'lock-nfc'>> {
  const [command] = useGetNfcActiveCommandMutation();
  const [report] = useReportNfcOpenMutation();
  const [log] = useSaveNfcLogMutation();
  const [fail] = useReportNfcActiveFailMutation();
  return useMemo(
    () => ({
      'lock-nfc': {
        getCommand: ({ lockId, nfcId }) => command({ lockId, nfcId }).unwrap(),
        submitResponse: async ({ lockId, nfcId }, answer) => {
          await report({ lockId, nfcId, hex: answer.hex }).unwrap();
          await log({ lockId, nfcId, event: 'activated' }).unwrap();
          return {};
        },
        reportFailure: async ({ lockId, nfcId }, failure) => {
          await fail({ lockId, nfcId, kind: failure.kind, ...(failure.platformCode === undefined ? {} : { platformCode: String(failure.platformCode) }) }).unwrap();
        },
      },
    }),
    [command, report, log, fail],
  );
}

type ReadState = { phase: 'idle' } | { phase: 'reading' } | { phase: 'read'; keyId: string } | { phase: 'failed'; text: string };

function NfcActivation({ lock, radio }: { lock: LockDetail; radio: DeviceRadio }) {
  const keys = useGetNfcKeysQuery({}, { refetchOnMountOrArgChange: true });
  const [log] = useSaveNfcLogMutation();
  const routes = useNfcRoutes();
  const write = useDeviceFlow();
  const [read, setRead] = useState<ReadState>({ phase: 'idle' });
  const mine = keys.data?.find((key) => key.lockId === lock.id);

  const readKey = async () => {
    setRead({ phase: 'reading' });
    const availability = await nfc.availability();
    if (availability !== 'ready') {
      void log({ lockId: lock.id, event: availability === 'off' ? 'nfc-off' : 'no-nfc' });
      setRead({ phase: 'failed', text: NFC_FAILURE_TEXT[availability] });
      return;
    }
    try {
      setRead({ phase: 'read', keyId: await nfc.readKeyId(READ_TIMEOUT_MS) });
    } catch (error) {
      const reason = error instanceof NfcError ? error.reason : 'failed';
      void log({ lockId: lock.id, event: reason === 'none' ? 'no-nfc' : reason === 'off' ? 'nfc-off' : 'read-failed' });
      setRead({ phase: 'failed', text: NFC_FAILURE_TEXT[reason] });
    }
  };
  const writeKey = (keyId: string) =>
    write.run({
      radio,
      server: deviceServerPort(routes),
      flow: (context) => lockNfc(context, { lockId: lock.id, nfcId: keyId }),
      doneText: 'NFC开门已开通：开门时将手机背面贴近门锁感应区即可',
    });

  return (
    <Page>
      <View className="ak-body">
        <Card title={`${lock.name} · NFC开门`}>
          {mine !== undefined && (
            <Text className="dv-outcome dv-outcome--good" data-testid="nfc-active">
              已开通NFC开门（{shortTime(mine.since)}）
            </Text>
          )}
          <Text className="dv-note">开通后，将手机背面贴近门锁感应区即可开门。开通分两步，请站在门锁旁，并打开手机NFC和蓝牙。</Text>
          <View className="la-step">
            <Text className="la-step-title">第一步：读取手机NFC</Text>
            <Button kind={read.phase === 'read' ? 'default' : 'primary'} testId="nfc-read" disabled={read.phase === 'reading' || write.busy} onTap={() => void readKey()}>
              {read.phase === 'reading' ? '请将手机背面贴近门锁感应区…' : '读取NFC'}
            </Button>
            {read.phase === 'read' && (
              <Text className="dv-outcome dv-outcome--good" data-testid="nfc-read-done" aria-live="polite">
                已读取手机NFC
              </Text>
            )}
            {read.phase === 'failed' && (
              <Text className="dv-outcome dv-outcome--bad" data-testid="nfc-read-failed" aria-live="polite">
                {read.text}
              </Text>
            )}
          </View>
          <View className="la-step">
            <Text className="la-step-title">第二步：写入门锁</Text>
            <Button testId="nfc-write" disabled={read.phase !== 'read' || write.busy} onTap={() => read.phase === 'read' && writeKey(read.keyId)}>
              开通NFC开门
            </Button>
            <FlowStatus state={write.state} testId="nfc-write-status" />
          </View>
          <Button kind="default" size="small" testId="nfc-guide" onTap={() => void navigation.navigateTo(pageLink('pages/device/device_lock_nfc_guide/index'))}>
            查看NFC开门指引
          </Button>
        </Card>
      </View>
    </Page>
  );
}

/** NFC开门 (device_nfc): the phone's NFC made a key of the lock: read the key, write it to the lock over Bluetooth. */
export function NfcKeyScreen({ lockId }: { lockId: string | undefined }) {
  return (
    <LockRadioPage lockId={lockId} unsupported="该门锁不支持NFC开门，请使用远程开门或联系管家。">
      {(lock, radio) => <NfcActivation lock={lock} radio={radio} />}
    </LockRadioPage>
  );
}
