// Runs one device-ble flow from a tap and keeps what the screen shows: device-ble's progress (searching,
// connecting, sending, waiting for the device, syncing) and its outcome in Chinese. Shared by the lock pages and
// the meter and NFC pages.

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BLE_ERROR_MESSAGES,
  type BleTransport,
  type DeviceServerPort,
  type FlowContext,
  type FlowResult,
  isBleError,
  PROGRESS_LABELS,
  type ProgressStage,
  toBleError,
} from '@aster/device-ble';
import { permissions } from '@screens/platform/permissions';
import { bluetooth } from './bluetooth';
import { bleClock } from './bluetoothTypes';
import { type DeviceRadio } from './lockRadio';

export type DeviceFlowState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'running'; readonly stage: ProgressStage; readonly text: string }
  | { readonly phase: 'done'; readonly text: string }
  | { readonly phase: 'failed'; readonly text: string };

/** A failure in the tenant's words: device-ble's message, with the server's own reason where it gave one and what the device said. */
export function flowFailureText(error: unknown): string {
  const failure = toBleError(error);
  const text = failure.kind === 'command-rejected' && failure.serverMessage !== undefined && failure.serverMessage !== '' ? failure.serverMessage : BLE_ERROR_MESSAGES[failure.kind];
  // The device may have acted though its answer was refused: what it said is told, never guessed from the refusal.
  return failure.deviceSaid === undefined ? text : `${text}（设备应答：${failure.deviceSaid}）`;
}

export interface DeviceFlowRun {
  /** Where the device is and which GATT service it speaks (a lock's from lockRadio; meters: DEVICE_PROFILE). */
  readonly radio: DeviceRadio;
  readonly server: DeviceServerPort;
  readonly flow: (context: FlowContext) => Promise<FlowResult>;
  /** What the tenant reads when it worked. */
  readonly doneText: string;
  readonly onDone?: (result: FlowResult) => void;
}

export function useDeviceFlow() {
  const [state, setState] = useState<DeviceFlowState>({ phase: 'idle' });
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const show = (next: DeviceFlowState) => {
    if (mounted.current) setState(next);
  };

  const run = useCallback((work: DeviceFlowRun) => {
    // First thing in the tap, before any await: the browser's chooser needs the tap's user gesture.
    let transport: BleTransport;
    try {
      transport = bluetooth.open(work.radio.profile);
    } catch (error) {
      show({ phase: 'failed', text: flowFailureText(error) });
      return;
    }
    show({ phase: 'running', stage: 'scanning', text: PROGRESS_LABELS.scanning });
    void (async () => {
      if ((await permissions.ensurePermission('bluetooth')) === 'denied') {
        show({ phase: 'failed', text: BLE_ERROR_MESSAGES['permission-denied'] });
        return;
      }
      try {
        const result = await work.flow({
          transport,
          clock: bleClock,
          server: work.server,
          mac: work.radio.mac,
          profile: work.radio.profile,
          onProgress: (event) => {
            if (event.stage !== 'done' && event.stage !== 'failed') show({ phase: 'running', stage: event.stage, text: PROGRESS_LABELS[event.stage] });
          },
        });
        show({ phase: 'done', text: work.doneText });
        work.onDone?.(result);
      } catch (error) {
        // A failure device-ble did not classify is a bug somewhere: the tenant reads the general message, support the log.
        if (!isBleError(error)) console.warn('device flow failed', error);
        show({ phase: 'failed', text: flowFailureText(error) });
      }
    })();
  }, []);

  return { state, run, busy: state.phase === 'running' };
}
