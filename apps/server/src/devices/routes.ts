import { baozuDeviceEndpoints, contractEndpoints, lockEndpoints, smartDeviceEndpoints } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { DeviceStore } from './deviceStore';

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
