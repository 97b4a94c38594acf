import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { writeTextPdf } from './pdf';
import { drawFloorPlan, drawRoomPhoto, drawStoreCover } from './pictures';

/** Committed media (the tour video and its poster): made once with ffmpeg, served as files, no ffmpeg at runtime. */
export const ASSETS_DIR = path.resolve(__dirname, '../../../assets');
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Generated files kept in memory; about 2 KB each, so the cap bounds the cache near 10 MB. */
const CACHE_ENTRIES_MAX = 5000;

interface MediaHouse {
  id: string;
  title: string;
  photo_count: number;
  bedrooms: number;
  living_rooms: number;
  bathrooms: number;
  deposit_months: number;
  pay_months: number;
}

/** A small insertion-ordered cache: the oldest entry goes when it is full. */
class MediaCache {
  private readonly entries = new Map<string, Buffer>();

  get(key: string, make: () => Buffer): Buffer {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const made = make();
    if (this.entries.size >= CACHE_ENTRIES_MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, made);
    return made;
  }
}

function houseRules(house: MediaHouse): Buffer {
  return writeTextPdf('Aster house rules', [
    `House ${house.id}`,
    '',
    `Rent is paid ${house.pay_months} month(s) at a time; the deposit is ${house.deposit_months} month(s) of rent.`,
    '1. Quiet hours are 22:00 to 07:00. Please keep music and voices low.',
    '2. No smoking inside the rooms or the shared areas.',
    '3. Pets only with the written consent of the store manager.',
    '4. Sort your rubbish (dry, wet, recyclable, hazardous) as Shanghai rules require.',
    '5. Report repairs in the app; the manager answers within 24 hours.',
    '6. Guests staying overnight must be registered at the front desk.',
    '7. Do not change locks; the smart lock is opened from the app.',
    '8. On moving out, return the room clean; the deposit is refunded within 7 working days.',
    '',
    'Aster apartments - thank you for living with us.',
  ]);
}

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found');

/**
 * Media of houses and stores: photos, floor plans and store covers drawn on request (deterministic in the id,
 * cached in memory), a rules PDF per house, and the committed tour video with Range support (mini-program video
 * players seek with Range requests).
 */
export async function registerHouseMedia(app: FastifyInstance, db: Database.Database): Promise<void> {
  const cache = new MediaCache();
  const house = db.prepare('SELECT id, title, photo_count, bedrooms, living_rooms, bathrooms, deposit_months, pay_months FROM houses WHERE id = ?');
  const store = db.prepare('SELECT id FROM stores WHERE id = ?');

  app.get('/assets/houses/:houseId/:file', (request, reply) => {
    const { houseId, file } = request.params as { houseId: string; file: string };
    const row = house.get(houseId) as MediaHouse | undefined;
    if (!row) return notFound(reply);
    const photo = /^([1-9]\d?)\.png$/.exec(file);
    let body: Buffer;
    if (photo) {
      const index = Number(photo[1]);
      if (index > row.photo_count) return notFound(reply);
      body = cache.get(`${row.id}/${index}`, () => drawRoomPhoto(row.id, index - 1));
    } else if (file === 'plan.png') {
      body = cache.get(`${row.id}/plan`, () => drawFloorPlan(row.id, row.bedrooms, row.living_rooms, row.bathrooms));
    } else if (file === 'rules.pdf') {
      body = cache.get(`${row.id}/rules`, () => houseRules(row));
      return reply.header('cache-control', LONG_CACHE).header('content-disposition', `inline; filename="${row.id}-rules.pdf"`).type('application/pdf').send(body);
    } else {
      return notFound(reply);
    }
    return reply.header('cache-control', LONG_CACHE).type('image/png').send(body);
  });

  app.get('/assets/stores/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    const storeId = /^(s\d{2,3})\.png$/.exec(file)?.[1];
    if (!storeId || !store.get(storeId)) return notFound(reply);
    return reply.header('cache-control', LONG_CACHE).type('image/png').send(cache.get(`store/${storeId}`, () => drawStoreCover(storeId)));
  });

  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: '/assets/',
    wildcard: false,
    decorateReply: false,
    acceptRanges: true,
    maxAge: '365d',
    immutable: true,
  });
}
