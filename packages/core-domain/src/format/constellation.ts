import { z } from 'zod';

/** Constellations by id, in the spec's order; id 0 is "keep private". */
export const constellations = [
  { id: 0, name: '保密' },
  { id: 1, name: '白羊座' },
  { id: 2, name: '金牛座' },
  { id: 3, name: '双子座' },
  { id: 4, name: '巨蟹座' },
  { id: 5, name: '狮子座' },
  { id: 6, name: '处女座' },
  { id: 7, name: '天秤座' },
  { id: 8, name: '天蝎座' },
  { id: 9, name: '射手座' },
  { id: 10, name: '魔蝎座' },
  { id: 11, name: '水瓶座' },
  { id: 12, name: '双鱼座' },
] as const;

export const ConstellationIdSchema = z.number().int().min(0).max(12);
export type ConstellationId = z.infer<typeof ConstellationIdSchema>;

/** The Chinese name of a constellation id, or undefined for an id outside 0–12. */
export function constellationName(id: number): string | undefined {
  return constellations.find((c) => c.id === id)?.name;
}
