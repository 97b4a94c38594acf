// 退租清零 at the flow level: the zeroing id the server issued travels to the meter, the meter clears once per id,
// and the fake server refunds once per id however often the answer arrives (README.md, "Zero balance").

import { bytesToHex } from '../bytes';
import { settle } from '../testing/fakeClock';
import { createSimWorld, SIM_METER_ID, SIM_METER_MAC, type SimWorld } from '../testing/harness';
import { ANSWER_FLAG, ByteWriter, SIM_OP, SIM_RESULT } from '../testing/simProtocol';
import { meterZeroBalance } from './meter';

const zero = (world: SimWorld) => settle(world.clock, meterZeroBalance(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID }));

describe('meter zero balance (退租清零)', () => {
  let world: SimWorld;
  beforeEach(() => {
    world = createSimWorld({ platform: 'wechat', meterBalanceFen: 4_321 });
  });

  it('clears the meter with the issued zeroing id and is refunded what the meter cleared', async () => {
    const result = await zero(world);
    expect(world.meter.balanceFen).toBe(0);
    expect(world.meter.lastZeroing).toEqual({ id: 5000, clearedFen: 4_321 });
    expect(world.server.refundedFen(SIM_METER_ID)).toBe(4_321);
    expect(result.answers[0]?.hex.slice(0, 2)).toBe((SIM_OP.zeroBalance | ANSWER_FLAG).toString(16));
    expect(world.radio.openConnections).toBe(0);
  });

  it('the radio drops mid-write: the same command is sent again and clears once', async () => {
    world.radio.injectFault('disconnect-mid-write');
    await zero(world);
    expect(world.radio.stats.faults['disconnect-mid-write']).toBe(1);
    expect(world.meter.zeroingsApplied).toBe(1);
    expect(world.server.refundedFen(SIM_METER_ID)).toBe(4_321);
  });

  it('the app dies after the meter cleared, before the server heard: the next run re-sends the same id, refunded once', async () => {
    world.server.dieAt('submitResponse', 'before');
    await expect(zero(world)).rejects.toMatchObject({ kind: 'command-rejected' });
    expect(world.meter.balanceFen).toBe(0);
    expect(world.server.refundedFen(SIM_METER_ID)).toBe(0);
    const again = await zero(world);
    expect(world.meter.zeroingsApplied).toBe(1);
    expect(again.answers[0]?.hex.slice(4, 20)).toBe('00001388000010e1');
    expect([...world.server.zeroings.values()]).toEqual([{ zeroingId: 5000, meterId: SIM_METER_ID, applied: true, refundedFen: 4_321 }]);
    // the same report arriving once more (a reply lost after the server refunded) changes nothing
    const report = again.answers[0];
    if (report === undefined) throw new Error('no answer');
    await world.server.submitResponse('meter-zero-balance', { meterId: SIM_METER_ID }, report);
    expect(world.server.refundedFen(SIM_METER_ID)).toBe(4_321);
  });

  it('refuses an answer for another meter, an unknown zeroing id, or a malformed one', async () => {
    await zero(world);
    const answer = (id: number, cleared: number) =>
      ({ hex: bytesToHex(new ByteWriter().u8(SIM_OP.zeroBalance | ANSWER_FLAG).u8(SIM_RESULT.ok).u32(id).u32(cleared).u8(1).u32(0).done()) });
    const params = { meterId: SIM_METER_ID };
    await expect(world.server.submitResponse('meter-zero-balance', { meterId: 'meter-2' }, answer(5000, 100))).rejects.toThrow('设备应答无效');
    await expect(world.server.submitResponse('meter-zero-balance', params, answer(9999, 100))).rejects.toThrow('设备应答无效');
    await expect(world.server.submitResponse('meter-zero-balance', params, answer(5000, -100))).rejects.toThrow('设备应答无效');
    await expect(world.server.submitResponse('meter-zero-balance', params, { hex: 'ab' })).rejects.toThrow('设备应答无效');
    expect(world.server.refundedFen(SIM_METER_ID)).toBe(4_321);
  });
});
