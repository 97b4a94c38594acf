// The lock kinds of the relay (open, set time, log upload, password change) over the catalogue's lock calls. The NFC
// kind is the NFC pages' own (lock-nfc, in their file).

import { useMemo } from 'react';
import {
  useGetOpenCommandMutation,
  useGetSetTimeCommandMutation,
  useGetUpdatePasswordCommandMutation,
  useGetUploadLogCommandMutation,
  useSubmitLockAnswerMutation,
} from '@aster/core-api';
import { type DeviceAnswer, type SubmitResult } from '@aster/device-ble';
import { type CommandRoutes } from './deviceServerPort';

type LockRoutes = Required<Pick<CommandRoutes, 'lock-open' | 'lock-set-time' | 'lock-upload-log' | 'lock-update-password'>>;

const verdict = (answer: { next?: { hex: string } | null | undefined }): SubmitResult => (answer.next ? { next: { hex: answer.next.hex } } : {});

export function useLockCommandRoutes(): LockRoutes {
  const [openCommand] = useGetOpenCommandMutation();
  const [setTimeCommand] = useGetSetTimeCommandMutation();
  const [uploadLogCommand] = useGetUploadLogCommandMutation();
  const [updatePasswordCommand] = useGetUpdatePasswordCommandMutation();
  const [submitAnswer] = useSubmitLockAnswerMutation();
  return useMemo(() => {
    const submit = async (lockId: string, command: 'open' | 'set-time' | 'upload-log' | 'update-password', answer: DeviceAnswer) =>
      verdict(await submitAnswer({ id: lockId, command, hex: answer.hex }).unwrap());
    return {
      'lock-open': {
        getCommand: ({ lockId }) => openCommand({ id: lockId }).unwrap(),
        submitResponse: ({ lockId }, answer) => submit(lockId, 'open', answer),
      },
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
  }, [openCommand, setTimeCommand, uploadLogCommand, updatePasswordCommand, submitAnswer]);
}
