import type { CommitmentBook } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { Raster } from '../houses/media/png';
import { expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';

const C = '/tapp/v1/contract';

function pad(stroke: boolean): string {
  const raster = new Raster(600, 300, [255, 255, 255]);
  if (stroke) raster.rect(100, 140, 400, 4, [20, 20, 20]);
  return `data:image/png;base64,${raster.toPng().toString('base64')}`;
}

describe('the commitment letter', () => {
  let world: BookingWorld;
  beforeAll(async () => {
    world = await startBookingWorld();
  });
  afterAll(() => world.server.close());
  const idOf = (contractNo: string) => String((world.server.db.prepare('SELECT id FROM contracts WHERE contract_no = ?').get(contractNo) as { id: number }).id);
  const book = (id: string, token = world.tenant) => world.server.call<CommitmentBook>('GET', `${C}/commitment-book/${id}`, { token });
  const sign = (id: string, signImage: string, token = world.tenant) => world.server.call<CommitmentBook>('POST', `${C}/commitment-book/${id}/sign`, { token, body: { signImage } });

  it('is signed by hand once for a running contract, refused on an empty pad, an unsigned contract and another tenant', async () => {
    const id = idOf('HTDEMO05');
    const unsigned = expectOk(await book(id));
    expect(unsigned).toMatchObject({ title: '租住承诺书', signed: false, signedAt: null });
    expect(unsigned.paragraphs.join('')).toContain('不转租');
    expect((await sign(id, pad(false))).body).toMatchObject({ errorCode: 'SIGN_IMAGE_INVALID', message: '签名为空，请重新签名' });
    // Only the verified tenant signs it: without a verified identity, or under another tenant's name, refused.
    const db = world.server.db;
    const verified = db.prepare('SELECT * FROM real_names WHERE user_id = ?').get(demoUsers.tenant.id) as Record<string, unknown>;
    db.prepare('DELETE FROM real_names WHERE user_id = ?').run(demoUsers.tenant.id);
    expect((await sign(id, pad(true))).body).toMatchObject({ errorCode: 'REAL_NAME_REQUIRED' });
    db.prepare('INSERT INTO real_names (user_id, name, id_type, id_number, method, verified_at) VALUES (@user_id, @name, @id_type, @id_number, @method, @verified_at)').run(verified);
    db.prepare("UPDATE contracts SET tenant_name = '李雷' WHERE id = ?").run(Number(id));
    expect((await sign(id, pad(true))).body).toMatchObject({ errorCode: 'CONTRACT_AUTH_ERROR' });
    db.prepare('UPDATE contracts SET tenant_name = ? WHERE id = ?').run(demoUsers.tenant.userName, Number(id));
    const signed = expectOk(await sign(id, pad(true)));
    expect(signed).toMatchObject({ signed: true, signedAt: expect.stringMatching(/\+08:00$/) });
    world.clock.advance(60_000);
    expect(expectOk(await sign(id, pad(true))).signedAt).toBe(signed.signedAt);
    expect(expectOk(await book(id)).signed).toBe(true);

    expect((await sign(idOf('HTDEMO01'), pad(true))).body).toMatchObject({ errorCode: 'CONTRACT_STATE_INVALID' });
    expect((await book(id, world.other)).body).toMatchObject({ errorCode: 'CONTRACT_NOT_FOUND' });
    expect((await sign(idOf('HTDEMO04'), pad(true), world.other)).body).toMatchObject({ errorCode: 'CONTRACT_NOT_FOUND' });
  });
});
