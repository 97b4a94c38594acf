import { createTimerClock, createWebBleTransport, type DeviceServerPort, type FlowContext } from '@aster/device-ble';
import { createFakeWebBluetooth, SIM_PROFILE, type SimLock, SimRadio } from '@aster/device-ble/testing';

export interface SimulatedBluetooth {
  readonly lock: SimLock;
  context(server: DeviceServerPort): FlowContext;
}

/**
 * A simulated lock with the server's MAC in range of a browser's (fake) Web Bluetooth, on real timers: the server
 * runs over real HTTP, so the simulator's virtual clock cannot drive the flow.
 */
export function simulatedBluetooth(mac: string): SimulatedBluetooth {
  const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
  const radio = new SimRadio(clock, { seed: 7 });
  const lock = radio.addLock(mac);
  const bluetooth = createFakeWebBluetooth(radio, { choose: (candidates) => candidates.find((one) => one.mac === mac) ?? null });
  const transport = createWebBleTransport(bluetooth, clock);
  return { lock, context: (server) => ({ transport, clock, server, mac, profile: SIM_PROFILE }) };
}
