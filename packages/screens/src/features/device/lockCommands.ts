// The lock kinds of the relay (open, set time, log upload, password change) over the catalogue's lock calls; a refused
// answer is read back in words through intelligent/locks/parsing (device-ble's describeAnswer). The NFC
// kind is the NFC pages' own (lock-nfc, in their file).

import { useMemo } from 'react';
import {
  useGetOpenCommandMutation,
  useGetSetTimeCommandMutation,
  useGetUpdatePasswordCommandMutation,
  useGetUploadLogCommandMutation,
  useParseLockAnswerMutation,
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
  const [parseAnswer] = useParseLockAnswerMutation();
  return useMemo(() => {
    type Command = 'open' | 'set-time' | 'upload-log' | 'update-password';
    const submit = async (lockId: string, command: Command, answer: DeviceAnswer) => verdict(await submitAnswer({ id: lockId, command, hex: answer.hex }).unwrap());
    // intelligent/locks/parsing: what the lock said, when the server refused its answer (device-ble asks only then).
    const describe = async (lockId: string, command: Command, answer: DeviceAnswer) => (await parseAnswer({ lockId, command, hex: answer.hex }).unwrap()).text;
    return {
      'lock-open': {
        getCommand: ({ lockId }) => openCommand({ id: lockId }).unwrap(),
        submitResponse: ({ lockId }, answer) => submit(lockId, 'open', answer),
        describeAnswer: ({ lockId }, answer) => describe(lockId, 'open', answer),
      },
      'lock-set-time': {
        getCommand: ({ lockId }) => setTimeCommand({ id: lockId }).unwrap(),
        submitResponse: ({ lockId }, answer) => submit(lockId, 'set-time', answer),
        describeAnswer: ({ lockId }, answer) => describe(lockId, 'set-time', answer),
      },
      'lock-upload-log': {
        getCommand: ({ lockId }) => uploadLogCommand({ lockId }).unwrap(),
        submitResponse: ({ lockId }, answer) => submit(lockId, 'upload-log', answer),
        describeAnswer: ({ lockId }, answer) => describe(lockId, 'upload-log', answer),
      },
      'lock-update-password': {
        getCommand: ({ lockId, lockAuthId, password }) => updatePasswordCommand({ lockId, lockAuthId, password }).unwrap(),
        submitResponse: ({ lockId }, answer) => submit(lockId, 'update-password', answer),
        describeAnswer: ({ lockId }, answer) => describe(lockId, 'update-password', answer),
      },
    };
  }, [openCommand, setTimeCommand, uploadLogCommand, updatePasswordCommand, submitAnswer, parseAnswer]);
}
