import {
  advertisementHasMac,
  bytesToHex,
  chunkBytes,
  formatMac,
  fromBufferLike,
  hexToBytes,
  isHex,
  parseMac,
  sameMac,
  toArrayBuffer,
} from './bytes';
import { createTimerClock, withTimeout } from './clock';
import { BLE_ERROR_KINDS, BLE_ERROR_MESSAGES, BleError, BleUnavailableError, isRetryableKind, toBleError } from './errors';
import { normalizeUuid, sameUuid, writeBytesForMtu } from './transport';

describe('bytes', () => {
  it('converts hex both ways and refuses what is not hex', () => {
    expect(bytesToHex(Uint8Array.of(0, 15, 255))).toBe('000fff');
    expect(hexToBytes('000FFF')).toEqual(Uint8Array.of(0, 15, 255));
    expect(() => hexToBytes('abc')).toThrow(TypeError);
    expect(() => hexToBytes('zz')).toThrow(TypeError);
    expect(isHex('')).toBe(false);
    expect(isHex('0a')).toBe(true);
    expect(isHex(10)).toBe(false);
  });

  it('copies exactly the viewed bytes into buffers', () => {
    const big = Uint8Array.of(1, 2, 3, 4, 5);
    const view = big.subarray(1, 3);
    expect(new Uint8Array(toArrayBuffer(view))).toEqual(Uint8Array.of(2, 3));
    expect(fromBufferLike(new DataView(big.buffer, 2, 2))).toEqual(Uint8Array.of(3, 4));
  });

  it('parses MACs in the usual spellings and finds them in advertisements in either byte order', () => {
    const mac = parseMac('aa-bb-cc-dd-ee-ff');
    expect(mac && formatMac(mac)).toBe('AA:BB:CC:DD:EE:FF');
    expect(parseMac('AABBCCDDEEF')).toBeNull();
    expect(sameMac('AA:BB:CC:DD:EE:FF', 'aabbccddeeff')).toBe(true);
    expect(sameMac('not a mac', 'not a mac')).toBe(false);
    if (!mac) throw new Error('parse failed');
    expect(advertisementHasMac(Uint8Array.of(0xff, 0xff, ...mac), mac)).toBe(true);
    expect(advertisementHasMac(Uint8Array.of(0x01, ...mac.slice().reverse(), 0x02), mac)).toBe(true);
    expect(advertisementHasMac(Uint8Array.of(0xff, 0xff, ...mac.slice(0, 5)), mac)).toBe(false);
  });

  it('chunks in order and refuses a zero size', () => {
    expect(chunkBytes(Uint8Array.of(1, 2, 3, 4, 5), 2)).toEqual([Uint8Array.of(1, 2), Uint8Array.of(3, 4), Uint8Array.of(5)]);
    expect(() => chunkBytes(Uint8Array.of(1), 0)).toThrow(RangeError);
  });
});

describe('uuids and MTU', () => {
  it('compares 16-bit, 32-bit and full UUIDs in any case', () => {
    expect(normalizeUuid('FFF0')).toBe('0000fff0-0000-1000-8000-00805f9b34fb');
    expect(sameUuid('0000FFF0', '0000fff0-0000-1000-8000-00805F9B34FB')).toBe(true);
    expect(sameUuid('fff1', 'fff2')).toBe(false);
  });

  it('writes 20 bytes unless a larger MTU was granted', () => {
    expect(writeBytesForMtu(undefined)).toBe(20);
    expect(writeBytesForMtu(23)).toBe(20);
    expect(writeBytesForMtu(185)).toBe(182);
    expect(writeBytesForMtu(Number.NaN)).toBe(20);
  });
});

describe('errors', () => {
  it('has a Chinese message for every kind and retries only the transient ones', () => {
    for (const kind of BLE_ERROR_KINDS) expect(BLE_ERROR_MESSAGES[kind]).toMatch(/[\u4e00-\u9fa5]/);
    expect(BLE_ERROR_KINDS.filter(isRetryableKind)).toEqual(['connection-lost', 'device-busy', 'transfer-error', 'timeout']);
    expect(new BleError('command-rejected').retryable).toBe(false);
  });

  it('says clearly that bluetooth needs the mini-program where the browser has none', () => {
    const error = new BleUnavailableError();
    expect(error).toBeInstanceOf(BleError);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('当前浏览器不支持蓝牙，请在微信或支付宝小程序中使用');
  });

  it('hides unknown errors behind the unknown kind', () => {
    const error = toBleError(new Error('internal detail'));
    expect(error.kind).toBe('unknown');
    expect(error.message).not.toContain('internal');
  });
});

describe('clock', () => {
  it('adapts host timers and times out slow work', async () => {
    const clock = createTimerClock({ setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h), now: () => Date.now() });
    await expect(withTimeout(clock, 5, new Promise(() => undefined))).rejects.toMatchObject({ kind: 'timeout' });
    await expect(withTimeout(clock, 1000, Promise.resolve(7))).resolves.toBe(7);
    let ran = false;
    clock.schedule(1, () => {
      ran = true;
    })();
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toBe(false);
  });
});
