import * as React from 'react';
import { Text } from 'remax/one';
import type { RemoteOpenState } from './useRemoteOpen';
import './device.css';

const OUTCOME_GOOD = new Set(['opened']);

/** The remote open's progress and outcome in the lock's own words (the lock page and the home page's tenant card). */
export function RemoteOpenStatus({ state }: { state: RemoteOpenState }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'opening') {
    return (
      <Text className="dv-progress" data-testid="lock-remote-progress" aria-live="polite">
        正在通过网关开门，最长需要60秒…
      </Text>
    );
  }
  return (
    <Text className={`dv-outcome ${OUTCOME_GOOD.has(state.result) ? 'dv-outcome--good' : 'dv-outcome--bad'}`} data-testid="lock-remote-outcome" aria-live="polite">
      远程开门：{state.text}
    </Text>
  );
}
