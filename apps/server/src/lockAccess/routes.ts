import { baozuDeviceEndpoints, lockEndpoints } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { DeviceStore } from '../devices/deviceStore';
import type { TempPasswords } from '../devices/tempPasswords';
import type { LockAccessStore } from './lockAccessStore';

/** A lock's authorisations, sharing and accepting, and the phone's NFC keys; every lock id checked against the caller. */
export function lockAccessRoutes(devices: DeviceStore, store: LockAccessStore, passwords: TempPasswords): ApiRoute[] {
  const e = lockEndpoints;
  const lockOf = (context: { userId: number | null }, lockId: string) => {
    const userId = loggedInUser(context);
    return { userId, ...devices.lockOf(userId, lockId) };
  };
  return [
    implement(e.authList, (context) => {
      const { userId, lock, access } = lockOf(context, context.params.id ?? '');
      return store.authList(userId, lock, access);
    }),
    implement(e.share, (context) => {
      const { userId, lock, access } = lockOf(context, context.params.id ?? '');
      return store.share(userId, lock, access, context.input);
    }),
    implement(e.updateAuth, async (context) => {
      const { userId, lock } = lockOf(context, context.params.id ?? '');
      const { shareId, ...changed } = await store.changeAuth(userId, lock, context.params.authId ?? '', context.input);
      // An ended key's member's temporary passwords end at the lock without holding the answer for the gateway's
      // time; an end the gateway misses is sent again by the devices feature's timer.
      if (shareId !== undefined) {
        passwords.endShare(shareId, lock.id).catch((error: unknown) => context.request.log.error({ err: error }, "ending a share's temporary passwords failed"));
      }
      return changed;
    }),
    implement(e.settingHouseLockAuth, (context) => {
      const { userId, lock, access } = lockOf(context, context.input.lockId);
      return store.setHouseSetting(userId, lock, access, { memberTempPasswords: context.input.memberTempPasswords });
    }),
    implement(e.lockAccountInfo, (context) => store.accountInfo(loggedInUser(context))),
    implement(e.cancelShare, (context) => {
      const { userId, lock } = lockOf(context, context.params.id ?? '');
      return store.cancelShare(userId, lock, context.params.shareId ?? '');
    }),
    implement(e.shareInfo, (context) => store.shareInfo(loggedInUser(context), context.input.shareId, context.input.shortLink)),
    implement(baozuDeviceEndpoints.acceptLockAuth, (context) => store.accept(loggedInUser(context), context.input.shareId, context.input.shortLink)),
    implement(e.nfcActiveCmd, (context) => {
      const { userId, lock } = lockOf(context, context.input.lockId);
      return store.nfcActiveCmd(userId, lock, context.input.nfcId);
    }),
    implement(e.nfcOpenReport, (context) => {
      const { userId, lock } = lockOf(context, context.input.lockId);
      return store.nfcOpenReport(userId, lock, context.input.nfcId, context.input.hex);
    }),
    implement(e.saveNfcLog, (context) => {
      const { userId, lock } = lockOf(context, context.input.lockId);
      return store.saveNfcLog(userId, lock, context.input.nfcId, context.input.event);
    }),
    implement(e.reportNfcActiveFail, (context) => {
      const { userId, lock } = lockOf(context, context.input.lockId);
      return store.reportNfcActiveFail(userId, lock, context.input.nfcId, context.input.kind, context.input.platformCode);
    }),
    implement(e.userAuthList, (context) => store.nfcKeys(loggedInUser(context), context.input.nfcId)),
  ];
}
