// The lock kinds of the relay (set time, log upload, password change) over the catalogue's lock calls. The NFC
// kind is the NFC pages' own (lock-nfc, in their file).

import { useMemo } from 'react';
import {
  useGetSetTimeCommandMutation,
  useGetUpdatePasswordCommandMutation,
  useGetUploadLogCommandMutation,
  useSubmitLockAnswerMutation,
} from '@aster/core-api';
import { type DeviceAnswer, type SubmitResult } from '@aster/device-ble';
import { type CommandRoutes } from './deviceServerPort';

type LockRoutes = Required<Pick<CommandRoutes, 'lock-set-time' | 'lock-upload-log' | 'lock-update-password'>>;

const verdict = (answer: { next?: { hex: string } | null | undefined }): SubmitResult => (answer.next ? { next: { hex: answer.next.hex } } : {});

export function useLockCommandRoutes(): LockRoutes {
  const [setTimeCommand] = useGetSetTimeCommandMutation();
  const [uploadLogCommand] = useGetUploadLogCommandMutation();
  const [updatePasswordCommand] = useGetUpdatePasswordCommandMutation();
  const [submitAnswer] = useSubmitLockAnswerMutation();
  return useMemo(() => {
    const submit = async (lockId: string, command: 'set-time' | 'upload-log' | 'update-password', answer: DeviceAnswer) =>
      verdict(await submitAnswer({ id: lockId, command, hex: answer.hex }).unwrap());
    return {
      'lock-set-time': {
        getCommand: ({ lockId }) => setTimeCommand({ id: lockId }).unwrap(),
        submitResponse: ({ lockId }, answer) => submit(lockId, 'set-time', answer),
      },
      'lock-upload-log': {
        getCommand: ({ lockId }) => uploadLogCommand({ lockId }).unwrap(),
        submitResponse: ({ lockId }, answer) => submit(lockId, 'upload-log', answer),
      },
      'lock-update-password': {
        getCommand: ({ lockId, lockAuthId, password }) => updatePasswordCommand({ lockId, lockAuthId, password }).unwrap(),
        submitResponse: ({ lockId }, answer) => submit(lockId, 'update-password', answer),
      },
    };
  }, [setTimeCommand, uploadLogCommand, updatePasswordCommand, submitAnswer]);
}
