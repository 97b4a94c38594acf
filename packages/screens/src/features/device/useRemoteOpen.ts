import { useState } from 'react';
import { ERROR_CODES, type RemoteOpenResult, useRemoteOpenLockMutation } from '@aster/core-api';

export type RemoteOpenState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'opening' }
  | { readonly phase: 'outcome'; readonly result: RemoteOpenResult['result'] | 'failed'; readonly text: string };

/** What the tenant reads when the app never heard back within the 60 s the open may take. */
export const REMOTE_OPEN_NO_ANSWER = '开门请求超时，请确认门锁状态后重试';

/**
 * Remote open through the lock's gateway (up to 60 s): one request at a time, and an outcome the tenant can act on:
 * opened, the gateway offline, no answer in time, refused by the lock, or the request itself failed.
 */
export function useRemoteOpen(lockId: string) {
  const [open] = useRemoteOpenLockMutation();
  const [state, setState] = useState<RemoteOpenState>({ phase: 'idle' });
  const start = async () => {
    if (state.phase === 'opening') return;
    setState({ phase: 'opening' });
    try {
      const answer = await open({ id: lockId }).unwrap();
      setState({ phase: 'outcome', result: answer.result, text: answer.message });
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
      const message = typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : '';
      setState(
        code === ERROR_CODES.timeout
          ? { phase: 'outcome', result: 'timeout', text: REMOTE_OPEN_NO_ANSWER }
          : { phase: 'outcome', result: 'failed', text: message === '' ? '开门失败，请稍后重试' : message },
      );
    }
  };
  return { state, start };
}
