import { ConstellationIdSchema, constellationName, constellations } from './constellation';

describe('constellations', () => {
  it('lists ids 0-12 in the spec order', () => {
    expect(constellations.map((c) => c.name)).toEqual([
      '保密', '白羊座', '金牛座', '双子座', '巨蟹座', '狮子座', '处女座', '天秤座', '天蝎座', '射手座', '魔蝎座', '水瓶座', '双鱼座',
    ]);
    expect(constellations.map((c) => c.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('looks names up by id', () => {
    expect(constellationName(0)).toBe('保密');
    expect(constellationName(10)).toBe('魔蝎座');
    expect(constellationName(12)).toBe('双鱼座');
    expect(constellationName(13)).toBeUndefined();
    expect(constellationName(-1)).toBeUndefined();
    expect(constellationName(1.5)).toBeUndefined();
  });

  it('validates ids', () => {
    expect(ConstellationIdSchema.safeParse(12).success).toBe(true);
    expect(ConstellationIdSchema.safeParse(13).success).toBe(false);
  });
});
