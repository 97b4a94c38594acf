import { startFakeAlipay, type FakeAlipay } from '../testing/fakeAlipay';
import { startTestServer, type TestServer } from '../testing/testServer';
import { alipayRealNameVerifier } from './alipayRealName';

const REAL_NAME = '/common/v1/user-setting/real-name';
const STATUS = '/tapp/v1/sua-merchants/user-self-real-name';
const FACE_INIT = '/third-party-sdk/v1/alipay/face-verify/init';
const FACE_CONFIRM = '/third-party-sdk/v1/alipay/face-verify/confirm';

const LI_SI = { name: '李四', idNumber: '110101199003070011' };
const WANG_WU = { name: '王五', idNumber: '110101198001010053' };
const ZHAO_LIU = { name: '赵六', idNumber: '110101198505050032' };

describe("real-name checks on Alipay's identity services against a fake open platform gateway", () => {
  let fake: FakeAlipay;
  beforeAll(async () => {
    fake = await startFakeAlipay();
    for (const person of [LI_SI, WANG_WU, ZHAO_LIU]) fake.register.set(person.idNumber, person.name);
  });
  afterAll(() => fake.close());

  it('answers 二要素 from the register: match, mismatch, unsupported documents, and unavailable when Alipay fails', async () => {
    const verifier = alipayRealNameVerifier(fake.settings);
    expect(verifier).toMatchObject({ name: 'alipay-real-name', simulated: false });
    expect(await verifier.checkNameAndId(LI_SI)).toBe('match');
    expect(fake.calls[fake.calls.length - 1]).toMatchObject({
      method: 'datadigital.fincloud.generalsaas.twometa.check',
      biz: { cert_type: 'IDENTITY_CARD', cert_name: '李四', cert_no: '110101199003070011' },
    });
    expect(await verifier.checkNameAndId({ ...LI_SI, name: '李三' })).toBe('mismatch');
    expect(await verifier.checkNameAndId({ ...LI_SI, idType: 'passport' })).toBe('unsupported');
    fake.failing.add('datadigital.fincloud.generalsaas.twometa.check');
    try {
      expect(await verifier.checkNameAndId(LI_SI)).toBe('unavailable');
    } finally {
      fake.failing.delete('datadigital.fincloud.generalsaas.twometa.check');
    }
    const away = alipayRealNameVerifier({ ...fake.settings, gateway: 'http://127.0.0.1:9/gateway.do' });
    expect(await away.checkNameAndId(LI_SI)).toBe('unavailable');
  });

  it('starts a face scan (initialize, then verify for its page) and passes it only when Alipay says passed', async () => {
    const verifier = alipayRealNameVerifier(fake.settings);
    const scan = await verifier.startFaceScan({ ...WANG_WU, outerOrderNo: 'FV0001', returnUrl: 'https://rent.example.com/aster/pages/user/facial_recognition/index' });
    expect(scan.certifyUrl).toBe(`${new URL(fake.gateway).origin}/face?certify_id=${scan.certifyId}`);
    expect(fake.certifications.get(scan.certifyId)).toMatchObject({ name: '王五', idNumber: WANG_WU.idNumber, bizCode: 'FUTURE_TECH_BIZ_FACE_SDK', outerOrderNo: 'FV0001' });
    const initialized = fake.calls.find((call) => call.method === 'datadigital.fincloud.generalsaas.face.certify.initialize');
    expect(initialized?.biz).toMatchObject({
      identity_param: { identity_type: 'CERT_INFO', cert_type: 'IDENTITY_CARD', cert_name: '王五', cert_no: WANG_WU.idNumber },
      merchant_config: { return_url: 'https://rent.example.com/aster/pages/user/facial_recognition/index' },
    });
    expect(await verifier.faceScanResult(scan.certifyId)).toBe('pending');
    fake.certifications.set(scan.certifyId, { ...fake.certifications.get(scan.certifyId)!, passed: false });
    expect(await verifier.faceScanResult(scan.certifyId)).toBe('failed');
    fake.certifications.set(scan.certifyId, { ...fake.certifications.get(scan.certifyId)!, passed: true });
    expect(await verifier.faceScanResult(scan.certifyId)).toBe('passed');
    await expect(verifier.faceScanResult('no-such-certify-id')).rejects.toMatchObject({ name: 'OutsideSystemError', providerCode: 'CERTIFY_ID_NOT_EXIST' });
  });

  describe('through the identity routes (providers.realName pointed at the fake)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ providers: { realName: alipayRealNameVerifier(fake.settings) } });
    });
    afterAll(() => server.close());

    it('saves an ID only when Alipay says the name is its holder’s, and says why not in Chinese', async () => {
      const token = await server.loginByPhone('13700005551');
      const wrong = await server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: LI_SI.idNumber, name: '李三' } });
      expect(wrong.body).toMatchObject({ errorCode: 'REAL_NAME_MISMATCH', message: '姓名与身份证号不一致，请核对后重试' });
      expect((await server.call('GET', STATUS, { token })).body.data).toMatchObject({ truth: 0, name: null });
      fake.failing.add('datadigital.fincloud.generalsaas.twometa.check');
      try {
        const down = await server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: LI_SI.idNumber, name: '李四' } });
        expect(down.body).toMatchObject({ errorCode: 'REAL_NAME_UNAVAILABLE', message: '实名核验服务暂时不可用，请稍后再试' });
      } finally {
        fake.failing.delete('datadigital.fincloud.generalsaas.twometa.check');
      }
      const passport = await server.call('POST', REAL_NAME, { token, body: { idNumType: 2, idNum: 'E12345678', name: 'LI SI' } });
      expect(passport.body).toMatchObject({ errorCode: 'REAL_NAME_TYPE_UNSUPPORTED' });
      const done = await server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: LI_SI.idNumber, name: '李四' } });
      expect(done.body.data).toMatchObject({ truth: 1, authBinding: 1, name: '*四', method: 'id' });
    });

    it('answers the certify page, and confirms a face scan only once Alipay says it passed', async () => {
      const token = await server.loginByPhone('13700005552');
      const started = await server.call<{ verifyId: string; certifyUrl: string | null }>('POST', FACE_INIT, { token, body: { idNum: WANG_WU.idNumber, name: '王五' } });
      const verifyId = started.body.data?.verifyId ?? '';
      expect(fake.certifications.has(verifyId)).toBe(true);
      expect(started.body.data?.certifyUrl).toBe(`${new URL(fake.gateway).origin}/face?certify_id=${verifyId}`);
      const asked = fake.calls.filter((call) => call.method === 'datadigital.fincloud.generalsaas.face.certify.initialize').pop();
      expect(asked?.biz).toMatchObject({ merchant_config: { return_url: `${server.baseUrl}/aster/pages/user/facial_recognition/index` } });

      // The tenant has not finished: not passed, and the scan may be confirmed again.
      expect((await server.call('POST', FACE_CONFIRM, { token, body: { verifyId } })).body.data).toEqual({ passed: false });
      fake.certifications.set(verifyId, { ...fake.certifications.get(verifyId)!, passed: true });
      expect((await server.call('POST', FACE_CONFIRM, { token, body: { verifyId } })).body.data).toEqual({ passed: true });
      expect((await server.call('GET', STATUS, { token })).body.data).toMatchObject({ truth: 1, method: 'face' });
      expect((await server.call('POST', FACE_CONFIRM, { token, body: { verifyId } })).body.errorCode).toBe('FACE_VERIFY_EXPIRED');
    });

    it('fails a face scan Alipay failed, and tells the tenant when Alipay cannot be asked', async () => {
      const token = await server.loginByPhone('13700005553');
      fake.failing.add('datadigital.fincloud.generalsaas.face.certify.initialize');
      try {
        const down = await server.call('POST', FACE_INIT, { token, body: { idNum: ZHAO_LIU.idNumber, name: '赵六' } });
        expect(down.body).toMatchObject({ errorCode: 'REAL_NAME_UNAVAILABLE', message: '实名核验服务暂时不可用，请稍后再试' });
      } finally {
        fake.failing.delete('datadigital.fincloud.generalsaas.face.certify.initialize');
      }
      const started = await server.call<{ verifyId: string }>('POST', FACE_INIT, { token, body: { idNum: ZHAO_LIU.idNumber, name: '赵六' } });
      const verifyId = started.body.data?.verifyId ?? '';
      fake.failing.add('datadigital.fincloud.generalsaas.face.certify.query');
      try {
        expect((await server.call('POST', FACE_CONFIRM, { token, body: { verifyId } })).body).toMatchObject({ errorCode: 'REAL_NAME_UNAVAILABLE' });
      } finally {
        fake.failing.delete('datadigital.fincloud.generalsaas.face.certify.query');
      }
      fake.certifications.set(verifyId, { ...fake.certifications.get(verifyId)!, passed: false });
      expect((await server.call('POST', FACE_CONFIRM, { token, body: { verifyId } })).body.data).toEqual({ passed: false });
      expect((await server.call('GET', STATUS, { token })).body.data).toMatchObject({ truth: 0 });
      // A failed scan is spent: the tenant starts another.
      expect((await server.call('POST', FACE_CONFIRM, { token, body: { verifyId } })).body.errorCode).toBe('FACE_VERIFY_EXPIRED');
    });
  });
});
