import * as React from 'react';
import { Text } from 'remax/one';
import { type DeviceFlowState } from './useDeviceFlow';
import './device.css';

/** A device flow as the tenant follows it: device-ble's stage while it runs, then the outcome. */
export function FlowStatus({ state, prefix = '', testId }: { state: DeviceFlowState; prefix?: string; testId: string }) {
  if (state.phase === 'idle') return null;
  const tone = state.phase === 'running' ? 'dv-progress' : `dv-outcome ${state.phase === 'done' ? 'dv-outcome--good' : 'dv-outcome--bad'}`;
  return (
    <Text className={tone} data-testid={testId} aria-live="polite">
      {prefix}
      {state.phase === 'running' ? `${state.text}…` : state.text}
    </Text>
  );
}
