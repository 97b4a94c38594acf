import { baozuDeviceEndpoints, contractEndpoints, lockEndpoints, smartDeviceEndpoints } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { DeviceStore } from './deviceStore';
import type { LockCloud } from './lockCloud';
import type { TempPasswords } from './tempPasswords';

/** The device home, the lock pages' reads and pinning a device (collect / cancelCollect). */
export function deviceHomeRoutes(store: DeviceStore): ApiRoute[] {
  return [
    implement(smartDeviceEndpoints.home, (context) => store.home(loggedInUser(context))),
    implement(smartDeviceEndpoints.lockDetail, (context) => {
      const userId = loggedInUser(context);
      const { lock, access } = store.lockOf(userId, context.input.lockId);
      return store.lockDetail(userId, lock, access);
    }),
    implement(smartDeviceEndpoints.lockDetailV2, (context) => {
      const userId = loggedInUser(context);
      const { lock, access } = store.lockOf(userId, context.input.lockId);
      return store.lockDetail(userId, lock, access);
    }),
    implement(lockEndpoints.list, (context) => store.locks(loggedInUser(context))),
    implement(contractEndpoints.lockByContract, (context) => store.lockOfContract(loggedInUser(context), String(context.input.contractId))),
    implement(baozuDeviceEndpoints.collect, (context) => {
      const userId = loggedInUser(context);
      const { device } = store.deviceOf(userId, context.params.id ?? '');
      store.setCollected(userId, device.id, context.input.deviceType, true);
      return { collected: true };
    }),
    implement(baozuDeviceEndpoints.cancelCollect, (context) => {
      const userId = loggedInUser(context);
      const { device } = store.deviceOf(userId, context.params.id ?? '');
      store.setCollected(userId, device.id, context.input.deviceType, false);
      return { collected: false };
    }),
  ];
}

/** The lock's commands, the answers relayed from it, remote open, temporary passwords and the log. */
export function lockRoutes(store: DeviceStore, cloud: LockCloud, passwords: TempPasswords): ApiRoute[] {
  const e = lockEndpoints;
  const lockOf = (context: { userId: number | null }, lockId: string) => {
    const userId = loggedInUser(context);
    return { userId, lock: store.lockOf(userId, lockId).lock };
  };
  return [
    implement(e.openCmd, (context) => {
      const { userId, lock } = lockOf(context, context.params.id ?? '');
      return cloud.openCmd(lock, userId);
    }),
    implement(e.setTimeCmd, (context) => {
      const { userId, lock } = lockOf(context, context.params.id ?? '');
      return cloud.setTimeCmd(lock, userId);
    }),
    implement(e.uploadLogCmd, (context) => {
      const { userId, lock } = lockOf(context, context.input.lockId);
      return cloud.uploadLogCmd(lock, userId);
    }),
    implement(e.updatePwdCmd, (context) => {
      const { userId, lock } = lockOf(context, context.input.lockId);
      return cloud.updatePwdCmd(lock, userId, String(context.input.lockAuthId), context.input.password);
    }),
    implement(e.submitCmdResponse, (context) => {
      const { userId, lock } = lockOf(context, context.params.id ?? '');
      return cloud.submit(lock, userId, context.input.command, context.input.hex);
    }),
    implement(e.parsing, (context) => {
      lockOf(context, context.input.lockId);
      return { text: cloud.describe(context.input.command, context.input.hex) };
    }),
    implement(e.remoteOpen, (context) => cloud.remoteOpen(lockOf(context, context.params.id ?? '').lock)),
    implement(e.onceAuth, (context) => {
      const userId = loggedInUser(context);
      const { lock, access } = store.lockOf(userId, context.params.id ?? '');
      return cloud.tempPassword(lock, userId, access, context.input);
    }),
    implement(e.tempPasswords, (context) => {
      const { userId, lock } = lockOf(context, context.params.id ?? '');
      return passwords.list(userId, lock);
    }),
    implement(e.cancelTempPassword, (context) => {
      const { userId, lock } = lockOf(context, context.params.id ?? '');
      return passwords.cancel(userId, lock, context.params.passwordId ?? '');
    }),
    implement(e.logs, (context) => cloud.logs(lockOf(context, context.params.id ?? '').lock, context.input.pageNum)),
  ];
}
