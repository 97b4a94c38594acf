import type { Capability, PermissionOutcome } from './permissionFlow';

// Device permissions (spec section 6): location, saving to the album, bluetooth. Ask before the call, and after a
// refusal explain why the app needs it and offer the platform's settings page.
export interface PermissionPort {
  ensurePermission(capability: Capability): Promise<PermissionOutcome>;
}

// Plain fallback (tests, tools): nothing to ask; the calls themselves fail where there is no device.
export const permissions: PermissionPort = {
  ensurePermission: () => Promise.resolve('granted'),
};
