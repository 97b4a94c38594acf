// The commands the server writes for the meters it plays (device-ble's simProtocol): the op, the device tag (the last
// 4 bytes of the MAC) and the arguments as big-endian u32s, signed as the simulated devices expect.
import { bytesToHex, parseMac } from '@aster/device-ble';
import { simCommand } from '@aster/device-ble/testing';

export function simulatedCommandHex(op: number, mac: string, args: readonly number[] = []): string {
  const bytes = parseMac(mac) ?? new Uint8Array(6);
  const tag = (((bytes[2] ?? 0) << 24) | ((bytes[3] ?? 0) << 16) | ((bytes[4] ?? 0) << 8) | (bytes[5] ?? 0)) >>> 0;
  const data = Uint8Array.from(args.flatMap((v) => [v >>> 24, v >>> 16, v >>> 8, v].map((b) => b & 0xff)));
  return bytesToHex(simCommand(op, tag, data));
}
