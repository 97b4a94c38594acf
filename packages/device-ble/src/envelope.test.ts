import { chunkBytes, concatBytes } from './bytes';
import { crc8, ENVELOPE_OVERHEAD, encodeFrame, FrameDecoder, MAX_PAYLOAD } from './envelope';

const payload = Uint8Array.from({ length: 37 }, (_, i) => (i * 7) & 0xff);

describe('envelope', () => {
  it('round-trips a frame split at every possible point', () => {
    const frame = encodeFrame({ seq: 9, status: 0, payload });
    expect(frame.length).toBe(payload.length + ENVELOPE_OVERHEAD);
    for (let cut = 0; cut <= frame.length; cut += 1) {
      const decoder = new FrameDecoder();
      const frames = [...decoder.push(frame.slice(0, cut)), ...decoder.push(frame.slice(cut))];
      expect(frames).toEqual([{ seq: 9, status: 0, payload }]);
      expect(decoder.pendingBytes).toBe(0);
    }
  });

  it('reassembles 20-byte notifications and several frames in one value', () => {
    const a = encodeFrame({ seq: 1, status: 0, payload });
    const b = encodeFrame({ seq: 2, status: 1, payload: new Uint8Array(0) });
    const decoder = new FrameDecoder();
    const frames = chunkBytes(concatBytes([a, b]), 20).flatMap((c) => decoder.push(c));
    expect(frames.map((f) => [f.seq, f.status, f.payload.length])).toEqual([
      [1, 0, 37],
      [2, 1, 0],
    ]);
  });

  it('skips garbage, then finds the next good frame', () => {
    const decoder = new FrameDecoder();
    const good = encodeFrame({ seq: 3, status: 0, payload: Uint8Array.of(1, 2, 3) });
    const frames = decoder.push(concatBytes([Uint8Array.of(0x00, 0xa5, 0x01, 0x00, 0x00, 0x01, 0x77, 0x13), good]));
    expect(frames.map((f) => f.seq)).toEqual([3]);
  });

  it('drops a frame whose CRC does not match (a lost or reordered chunk)', () => {
    const frame = encodeFrame({ seq: 4, status: 0, payload });
    const chunks = chunkBytes(frame, 20);
    const [first, second, ...rest] = chunks;
    if (first === undefined || second === undefined) throw new Error('expected two chunks');
    const reordered = concatBytes([second, first, ...rest]);
    expect(new FrameDecoder().push(reordered)).toEqual([]);
    const damaged = frame.slice();
    damaged[10] = (damaged[10] ?? 0) ^ 0xff;
    expect(new FrameDecoder().push(damaged)).toEqual([]);
  });

  it('waits for the rest of a frame and forgets it on reset', () => {
    const decoder = new FrameDecoder();
    const frame = encodeFrame({ seq: 5, status: 0, payload });
    expect(decoder.push(frame.slice(0, 10))).toEqual([]);
    expect(decoder.pendingBytes).toBe(10);
    decoder.reset();
    expect(decoder.push(frame.slice(10))).toEqual([]);
  });

  it('refuses payloads over the limit and computes CRC-8/0x07', () => {
    expect(() => encodeFrame({ seq: 0, status: 0, payload: new Uint8Array(MAX_PAYLOAD + 1) })).toThrow(RangeError);
    // Check value of CRC-8 (poly 0x07, init 0) for "123456789".
    expect(crc8(Uint8Array.from('123456789', (c) => c.charCodeAt(0)))).toBe(0xf4);
  });
});
