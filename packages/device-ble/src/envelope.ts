// The envelope around every command and answer on the radio. The payload inside is the vendor's (opaque to
// us: the server builds it and parses the answer); the envelope only lets the queue split writes, reassemble
// notifications into whole answers, pair answers with commands and drop damaged or stale ones.
//
//   offset  size  field
//   0       1     magic 0xA5 (where a frame starts; the decoder resynchronises on it)
//   1       1     seq: command number 0-255, echoed by the answer (stale and duplicate answers are dropped)
//   2       1     status: 0 in commands; in answers 0 ok, 1 device busy (not applied), 2 damaged command
//                 (the device's CRC failed: not applied)
//   3       2     payload length, big-endian, at most MAX_PAYLOAD
//   5       n     payload
//   5+n     1     CRC-8 (polynomial 0x07, init 0) over bytes 0 .. 4+n
//
// Frames are written in chunks of at most 20 bytes (or MTU - 3) and arrive as notifications of any size.

export const ENVELOPE_MAGIC = 0xa5;
export const ENVELOPE_OVERHEAD = 6;
export const MAX_PAYLOAD = 1024;

export const FRAME_STATUS = { ok: 0, busy: 1, damaged: 2 } as const;
export type FrameStatus = (typeof FRAME_STATUS)[keyof typeof FRAME_STATUS];

export interface Frame {
  readonly seq: number;
  readonly status: number;
  readonly payload: Uint8Array;
}

export const crc8 = (bytes: Uint8Array, end = bytes.length): number => {
  let crc = 0;
  for (let i = 0; i < end; i += 1) {
    crc ^= bytes[i] ?? 0;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
};

export const encodeFrame = ({ seq, status, payload }: Frame): Uint8Array => {
  if (payload.length > MAX_PAYLOAD) throw new RangeError(`payload longer than ${MAX_PAYLOAD} bytes`);
  const out = new Uint8Array(payload.length + ENVELOPE_OVERHEAD);
  out[0] = ENVELOPE_MAGIC;
  out[1] = seq & 0xff;
  out[2] = status & 0xff;
  out[3] = (payload.length >> 8) & 0xff;
  out[4] = payload.length & 0xff;
  out.set(payload, 5);
  out[out.length - 1] = crc8(out, out.length - 1);
  return out;
};

/**
 * Reassembles frames from notification chunks. Bytes that cannot start a valid frame (lost or reordered
 * chunks, garbage) are skipped one at a time until the next magic byte that starts a frame with a good CRC.
 */
export class FrameDecoder {
  private buffer = new Uint8Array(0);

  push(chunk: Uint8Array): Frame[] {
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer);
    joined.set(chunk, this.buffer.length);
    const frames: Frame[] = [];
    let at = 0;
    while (at < joined.length) {
      if (joined[at] !== ENVELOPE_MAGIC) {
        at += 1;
        continue;
      }
      if (joined.length - at < 5) break;
      const length = ((joined[at + 3] ?? 0) << 8) | (joined[at + 4] ?? 0);
      if (length > MAX_PAYLOAD) {
        at += 1;
        continue;
      }
      const end = at + length + ENVELOPE_OVERHEAD;
      if (end > joined.length) break;
      const candidate = joined.subarray(at, end);
      if (crc8(candidate, candidate.length - 1) !== candidate[candidate.length - 1]) {
        at += 1;
        continue;
      }
      frames.push({ seq: candidate[1] ?? 0, status: candidate[2] ?? 0, payload: candidate.slice(5, 5 + length) });
      at = end;
    }
    this.buffer = joined.slice(at);
    return frames;
  }

  /** Forgets a partial frame (a new command starts, or the link was rebuilt). */
  reset(): void {
    this.buffer = new Uint8Array(0);
  }

  get pendingBytes(): number {
    return this.buffer.length;
  }
}
