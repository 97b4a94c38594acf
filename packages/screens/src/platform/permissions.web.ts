import type { Capability, PermissionOutcome } from './permissionFlow';
import type { PermissionPort } from './permissions';

// A browser asks with its own prompt at the call. Only a location it has already blocked is known up front
// (the Permissions API); then the caller goes straight to its fallback (the IP city).
export const permissions = {
  ensurePermission: async (capability: Capability): Promise<PermissionOutcome> => {
    if (capability !== 'location' || navigator.permissions === undefined) return 'granted';
    try {
      const status = await navigator.permissions.query({ name: 'geolocation' });
      return status.state === 'denied' ? 'denied' : 'granted';
    } catch {
      return 'granted';
    }
  },
} satisfies PermissionPort;
