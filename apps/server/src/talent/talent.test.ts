import { talentEndpoints } from '@aster/core-api';
import type { TalentApplication, TalentMine, TalentProgramme, TalentProject } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { uploadTestPhoto } from '../uploads/testing';

const T = '/tapp/v1';

describe('talent housing over HTTP: the programme, one application per tenant, its queue places and the operator', () => {
  // One world for the file: the tests follow one tenant's application from sending to withdrawing, in order.
  let world: BookingWorld;
  beforeAll(async () => {
    world = await startBookingWorld();
  }, 60_000);
  afterAll(() => world.server.close());

  const upload = async (token: string, kind: string) => {
    const id = (await uploadTestPhoto(world.server.baseUrl, token, kind)).body.data?.id;
    if (id === undefined) throw new Error(`no upload of ${kind}`);
    return id;
  };
  const documents = async (token: string) => ({
    talent_degree: await upload(token, 'talent_degree'),
    talent_contract: await upload(token, 'talent_contract'),
    talent_insurance: await upload(token, 'talent_insurance'),
  });
  const form = { employer: '上海张江科技有限公司', degree: 'master', talentLevel: 'none', insuranceMonths: 14, projectIds: ['zhangjiang', 'caohejing'], householdSize: 1, noHomeInCity: true };
  const apply = (token: string, body: Record<string, unknown>) => world.server.call<TalentApplication>('POST', `${T}/talent-application/submit`, { token, body });
  const mine = async (token: string) => talentEndpoints.mine.response.parse(expectOk(await world.server.call<TalentMine>('GET', `${T}/talent/mine`, { token })));
  const operator = (id: string, body: Record<string, unknown>) => world.server.call<TalentApplication>('POST', `/__dev/talent-applications/${id}/move`, { body });

  it('shows the programme and its two projects to a guest, with the discounted rent, vacancies and queues', async () => {
    const programme = talentEndpoints.programme.response.parse(expectOk(await world.server.call<TalentProgramme>('GET', `${T}/talent/programme`)));
    expect(programme).toMatchObject({ cityName: '上海', rules: { rentPercent: 70, maxStayMonths: 36, minInsuranceMonths: 6 } });
    expect(programme.projects.map((project) => [project.id, project.queueLength, project.vacancies, project.rentFromFen])).toEqual([
      ['zhangjiang', 6, 5, 294_000],
      ['caohejing', 4, 2, 322_000],
    ]);
    const project = talentEndpoints.project.response.parse(expectOk(await world.server.call<TalentProject>('GET', `${T}/talent/projects/zhangjiang`)));
    expect(project.roomTypes.map((room) => [room.name, room.marketRentFen, room.rentFen, room.vacancies])).toEqual([
      ['一室户', 420_000, 294_000, 3],
      ['一室一厅', 620_000, 434_000, 2],
      ['两室一厅', 860_000, 602_000, 0],
    ]);
    const picture = await fetch(project.photoUrls[1] ?? '');
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('张江人才公寓');
    expect((await fetch(`${world.server.baseUrl}/static/talent-projects/nope-1.svg`)).status).toBe(404);
    expect((await world.server.call('GET', `${T}/talent/projects/nope`)).body).toMatchObject({ errorCode: 'TALENT_PROJECT_NOT_FOUND', message: '项目不存在' });
  });

  it('gives the applicant their verified identity masked, and refuses an unverified tenant', async () => {
    expect(await mine(world.tenant)).toEqual({ verified: true, name: '*三', idNumber: '11**************2X', application: null });
    // Masked exactly as the real-name answer masks the same identity (spec section 5), so the two never add up to more.
    const realName = await world.server.call<{ name: string; idNum: string }>('GET', '/tapp/v1/sua-merchants/user-self-real-name', { token: world.tenant });
    expect(realName.body.data).toMatchObject({ name: '*三', idNum: '11**************2X' });
    expect(await mine(world.other)).toMatchObject({ verified: false, name: null, idNumber: null });
    const refused = await apply(world.other, { ...form, documents: await documents(world.other), requestKey: requestId() });
    expect(refused.body).toMatchObject({ errorCode: 'TALENT_NOT_VERIFIED', message: '请先完成实名认证' });
    expect((await world.server.call('GET', `${T}/talent/mine`)).status).toBe(401);
  });

  let sent: TalentApplication;
  it('checks the same eligibility rule as the form, every document as the caller own, then takes one application', async () => {
    const docs = await documents(world.tenant);
    expect((await apply(world.tenant, { ...form, degree: 'college', documents: docs, requestKey: requestId() })).body).toMatchObject({ errorCode: 'TALENT_NOT_ELIGIBLE', message: '需本科及以上学历或经认定的人才' });
    expect((await apply(world.tenant, { ...form, insuranceMonths: 3, documents: docs, requestKey: requestId() })).body.message).toBe('需在本市连续缴纳社保满6个月');
    // The promise of no home is part of the request's own schema: refused before any rule is read.
    expect((await apply(world.tenant, { ...form, noHomeInCity: false, documents: docs, requestKey: requestId() })).body.message).toBe('参数错误：请确认本人及配偶在本市无自有住房');
    // Another tenant's photo, or a photo of another kind, is not a document of this application.
    const othersPhoto = await upload(world.other, 'talent_contract');
    expect((await apply(world.tenant, { ...form, documents: { ...docs, talent_contract: othersPhoto }, requestKey: requestId() })).body.message).toBe('请上传劳动合同（原照片已失效）');
    expect((await apply(world.tenant, { ...form, documents: { ...docs, talent_insurance: docs.talent_degree }, requestKey: requestId() })).body.message).toBe('请上传社保缴纳记录（原照片已失效）');
    expect((await apply(world.tenant, { ...form, projectIds: ['zhangjiang', 'elsewhere'], documents: docs, requestKey: requestId() })).body.message).toBe('意向项目不存在，请重新选择');

    const key = requestId();
    sent = talentEndpoints.apply.response.parse(expectOk(await apply(world.tenant, { ...form, documents: docs, requestKey: key })));
    expect(sent).toMatchObject({ status: 'reviewing', statusText: '待审核', applicationNo: expect.stringMatching(/^RC20261121\d{5}$/), queue: [], canWithdraw: true, documents: docs });
    expect(sent.projects.map((project) => project.name)).toEqual(['张江人才公寓', '漕河泾人才公寓']);
    // The same sending again (a retry) is the same application; a new one while it is live is refused.
    expect(expectOk(await apply(world.tenant, { ...form, documents: docs, requestKey: key })).id).toBe(sent.id);
    expect((await apply(world.tenant, { ...form, documents: docs, requestKey: requestId() })).body).toMatchObject({ errorCode: 'TALENT_APPLICATION_LIVE', message: '您已有进行中的申请，请勿重复提交' });
    expect((await mine(world.tenant)).application?.id).toBe(sent.id);
    expect(world.server.db.prepare('SELECT count(*) AS n FROM talent_applications WHERE user_id = ?').pluck().get(demoUsers.tenant.id)).toBe(1);
  });

  it('puts an approved application in each project queue behind those sent before it', async () => {
    expect((await operator(sent.id, { action: 'offer' })).body.errorCode).toBe('TALENT_CANNOT_MOVE');
    const queued = expectOk(await operator(sent.id, { action: 'approve' }));
    expect(queued.status).toBe('queued');
    const again = (await mine(world.tenant)).application;
    expect(again?.statusText).toBe('排队中');
    expect(again?.queue).toEqual([
      { projectId: 'zhangjiang', projectName: '张江人才公寓', place: 7, ahead: 6, queueLength: 7 },
      { projectId: 'caohejing', projectName: '漕河泾人才公寓', place: 5, ahead: 4, queueLength: 5 },
    ]);
    expect(again?.timeline.map((step) => step.title)).toEqual(['提交申请', '审核通过，进入轮候']);
    // Someone ahead leaving moves the tenant up.
    const first = world.server.db.prepare("SELECT id FROM talent_applications WHERE user_id IS NULL AND status = 'queued' ORDER BY submitted_at LIMIT 1").pluck().get() as number;
    expectOk(await operator(String(first), { action: 'offer' }));
    expect((await mine(world.tenant)).application?.queue[0]).toMatchObject({ place: 6, ahead: 5 });
  });

  it("never lets another tenant withdraw or read the application, and lets its owner withdraw it", async () => {
    expect((await world.server.call('POST', `${T}/talent-application/${sent.id}/withdraw`, { token: world.other })).body).toMatchObject({ errorCode: 'TALENT_APPLICATION_NOT_FOUND' });
    expect((await mine(world.other)).application).toBeNull();
    const withdrawn = expectOk(await world.server.call<TalentApplication>('POST', `${T}/talent-application/${sent.id}/withdraw`, { token: world.tenant }));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', statusText: '已撤回', queue: [], canWithdraw: false });
    expect((await world.server.call('POST', `${T}/talent-application/${sent.id}/withdraw`, { token: world.tenant })).body.message).toBe('该申请已结束，无法撤回');
    expect((await operator(sent.id, { action: 'approve' })).body.errorCode).toBe('TALENT_CANNOT_MOVE');
  });

  it('rejects with a reason, takes a changed application after it, offers a house and records the move-in', async () => {
    const docs = await documents(world.tenant);
    const second = expectOk(await apply(world.tenant, { ...form, projectIds: ['caohejing'], documents: docs, requestKey: requestId() }));
    const rejected = expectOk(await operator(second.id, { action: 'reject', reason: '社保缴纳记录不清晰，请重新上传' }));
    expect(rejected).toMatchObject({ status: 'rejected', statusText: '审核不通过', rejectReason: '社保缴纳记录不清晰，请重新上传', canWithdraw: false });
    const third = expectOk(await apply(world.tenant, { ...form, projectIds: ['caohejing'], documents: docs, requestKey: requestId() }));
    expectOk(await operator(third.id, { action: 'approve' }));
    const before = (world.server.db.prepare("SELECT sum(vacancies) FROM talent_room_types WHERE project_id = 'caohejing'").pluck().get() as number);
    const offered = expectOk(await operator(third.id, { action: 'offer' }));
    expect(offered).toMatchObject({ status: 'offered', statusText: '已配房', offer: { projectName: '漕河泾人才公寓', roomType: '一室户', rentFen: 322_000, roomName: expect.stringMatching(/^漕河泾人才公寓 \d号楼\d{4}室$/) } });
    expect(world.server.db.prepare("SELECT sum(vacancies) FROM talent_room_types WHERE project_id = 'caohejing'").pluck().get()).toBe(before - 1);
    const movedIn = expectOk(await operator(third.id, { action: 'move_in' }));
    expect(movedIn.timeline.map((step) => step.title)).toEqual(['提交申请', '审核通过，进入轮候', '已配房', '已入住']);
    expect(movedIn.canWithdraw).toBe(false);
  });
});
