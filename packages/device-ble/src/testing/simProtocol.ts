// The simulated devices' own command language (the "vendor protocol"): known only to the simulator and its
// fake server, carried by the relay as opaque bytes inside the envelope.
//
// Command: [op u8][device tag u32 BE = last 4 bytes of the MAC][arguments][signature, 8 bytes]
//          (the signature stands in for the vendors' command MACs: it makes most commands longer than one
//          20-byte write, and the device refuses a command whose signature does not match)
// Answer:  [op | 0x80][result u8: 0 ok, 1 wrong device, 2 bad arguments, 3 unknown op][data]
//
// op    command            arguments                        answer data
// 0x01  lock set time      u32 unix seconds                 u32 time now set
// 0x02  lock upload log    u16 page                         u16 page, u8 more, u8 count, count x u32 time
// 0x03  lock password      u16 auth id, 6 ASCII digits      u16 auth id
// 0x04  lock NFC activate  u32 NFC card id                  u32 card id
// 0x05  lock open          u32 unix seconds                 u32 time logged (an unlock record)
// 0x10  meter reading      -                                u32 reading (Wh), i32 balance (fen), u8 switch
// 0x11  meter switch on    -                                u8 switch (1)
// 0x12  meter reset bal.   -                                i32 balance (0)
// 0x13  meter recharge     u32 recharge id, u32 fen         u32 recharge id, i32 balance, u8 applied now (0 =
//                                                           already applied earlier: the id is remembered),
//                                                           u32 reading (Wh), 6 bytes MAC
// 0x14  meter zero bal.    u32 zeroing id                   u32 zeroing id, i32 amount cleared (fen), u8 applied now
//                                                           (0 = this id was the last one applied: the same amount
//                                                           again, nothing cleared twice), i32 balance now
// 0x20  water processor    u32 write id, u32 litres         u32 write id, u32 water credit (litres), u8 applied now
//                                                           (0 = that write id was applied earlier: remembered,
//                                                           the credit is reported without adding again)

export const SIM_OP = {
  setTime: 0x01,
  uploadLog: 0x02,
  updatePassword: 0x03,
  nfc: 0x04,
  open: 0x05,
  reading: 0x10,
  switchOn: 0x11,
  resetBalance: 0x12,
  recharge: 0x13,
  zeroBalance: 0x14,
  water: 0x20,
} as const;

export const SIM_RESULT = { ok: 0, wrongDevice: 1, badArguments: 2, unknownOp: 3 } as const;

export const ANSWER_FLAG = 0x80;

export class ByteWriter {
  private readonly bytes: number[] = [];

  u8(v: number): this {
    this.bytes.push(v & 0xff);
    return this;
  }

  u16(v: number): this {
    return this.u8(v >>> 8).u8(v);
  }

  u32(v: number): this {
    return this.u8(v >>> 24).u8(v >>> 16).u8(v >>> 8).u8(v);
  }

  raw(data: Uint8Array): this {
    this.bytes.push(...data);
    return this;
  }

  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

export class ByteReader {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get remaining(): number {
    return this.bytes.length - this.at;
  }

  u8(): number {
    const v = this.bytes[this.at];
    if (v === undefined) throw new RangeError('read past the end');
    this.at += 1;
    return v;
  }

  u16(): number {
    return (this.u8() << 8) | this.u8();
  }

  u32(): number {
    return ((this.u8() << 24) | (this.u8() << 16) | (this.u8() << 8) | this.u8()) >>> 0;
  }

  i32(): number {
    return this.u32() | 0;
  }

  raw(n: number): Uint8Array {
    if (this.remaining < n) throw new RangeError('read past the end');
    const out = this.bytes.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }
}

/** The 4-byte tag every command carries so that a device refuses commands meant for another one. */
export const deviceTag = (macBytes: Uint8Array): number => new ByteReader(macBytes.slice(2, 6)).u32();

export const SIGNATURE_BYTES = 8;

/** FNV-1a over the command, spread to 8 bytes: not security, just what a damaged command fails. */
export const simSignature = (body: Uint8Array): Uint8Array => {
  let h = 0x811c9dc5;
  const out = new Uint8Array(SIGNATURE_BYTES);
  for (let round = 0; round < SIGNATURE_BYTES; round += 1) {
    for (const b of body) h = Math.imul(h ^ b, 0x01000193) >>> 0;
    h = Math.imul(h ^ round, 0x01000193) >>> 0;
    out[round] = h & 0xff;
  }
  return out;
};

export const simCommand = (op: number, tag: number, args: Uint8Array = new Uint8Array(0)): Uint8Array => {
  const body = new ByteWriter().u8(op).u32(tag).raw(args).done();
  return new ByteWriter().raw(body).raw(simSignature(body)).done();
};
