import { LoginRequestSchema, LoginResponseSchema, PhoneChangeSchema, RealNameSchema, loginResultOf } from './auth';
import { CitySelectionSchema } from './city';
import { DateTextSchema, YuanAmountSchema } from './common';
import { ContractCountsSchema, HomeQuerySchema } from './home';
import { DeviceCollectSchema, LOCK_AUTH_TYPE_TEXT, LOCK_OPEN_TYPE_AUTH, LockAuthChangeSchema, LockAuthType, LockOpenType, LockAuthTypeSchema, LockAuthorizationSchema, LockDataSchema, LockShareRequestSchema, NfcIdSchema, parseTtlockData } from './lock';
import { MeterAddInfoSchema, MeterChargeSchema, MeterDialogCheckSchema, MeterRecordQuerySchema } from './meter';
import {
  AlipaySubscriptionFlagsSchema,
  CheckoutApplySchema,
  ContractExtrasSchema,
  DomainsSchema,
  DotLogSchema,
} from './misc';
import { ActivitySignUpSchema } from './activity';
import { PayDataSchema, PayOrderSchema } from './pay';
import { ThemeSchema } from './theme';

describe('entity schemas', () => {
  it('city selection defaults to cityId 0', () => {
    expect(CitySelectionSchema.parse({})).toEqual({ cityId: 0, cityName: '' });
    expect(CitySelectionSchema.safeParse({ cityId: -1 }).success).toBe(false);
    expect(CitySelectionSchema.safeParse({ cityId: 1, latitude: 91 }).success).toBe(false);
  });

  it('theme defaults to dark grey with white text and only takes hex colours', () => {
    expect(ThemeSchema.parse({})).toEqual({ color: '#333333', navbarColor: '#333333', navbarFontColor: '#FFFFFF' });
    expect(ThemeSchema.safeParse({ color: 'red' }).success).toBe(false);
    expect(ThemeSchema.safeParse({ color: '#abc' }).success).toBe(true);
  });

  it('login request defaults type to 0 and checks the phone', () => {
    expect(LoginRequestSchema.parse({ mobile: '13812345678', code: '1234' }).type).toBe(0);
    expect(LoginRequestSchema.safeParse({ mobile: '2381234567' }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ companyId: 'x' }).success).toBe(false);
  });

  it('login response gives the session its token and user id in both forms', () => {
    expect(loginResultOf(LoginResponseSchema.parse({ token: 't', userId: 5, openId: 'o' }))).toEqual({
      token: 't',
      userId: '5',
      openId: 'o',
    });
    expect(loginResultOf(LoginResponseSchema.parse({ access_token: 'a', id: 'u9' }))).toEqual({
      token: 'a',
      userId: 'u9',
      openId: null,
    });
    expect(loginResultOf(LoginResponseSchema.parse({ token: 't' }))).toBeNull();
    expect(loginResultOf(LoginResponseSchema.parse({ userId: 'u' }))).toBeNull();
    expect(loginResultOf(LoginResponseSchema.parse({ token: '', userId: 'u' }))).toBeNull();
    expect(LoginResponseSchema.safeParse({ token: 5 }).success).toBe(false);
  });

  it('phone change and real name need their fields', () => {
    expect(PhoneChangeSchema.safeParse({ oldPhone: '13812345678', newPhone: '13912345678', code: ' 123456 ' }).data?.code).toBe('123456');
    expect(PhoneChangeSchema.safeParse({ oldPhone: '13812345678', newPhone: '139', code: '123456' }).success).toBe(false);
    expect(PhoneChangeSchema.safeParse({ oldPhone: '13812345678', newPhone: '13912345678', code: '1' }).error?.issues[0]?.message).toBe('请输入短信验证码');
    expect(RealNameSchema.safeParse({ idNumType: 1, idNum: '', name: '张三' }).success).toBe(false);
  });

  it('home query and contract counts', () => {
    expect(HomeQuerySchema.safeParse({ cityId: 107, lat: 30.2, lon: 120.1, companyId: '0' }).success).toBe(true);
    expect(HomeQuerySchema.safeParse({ lat: 1 }).success).toBe(false);
    expect(ContractCountsSchema.parse({ activeCount: '2' })).toEqual({ activeCount: 2, unBindCount: 0 });
  });

  it('pay order and pay data', () => {
    expect(PayOrderSchema.safeParse({ orderNo: 'P1', amount: '12.50' }).success).toBe(true);
    expect(PayOrderSchema.safeParse({ orderNo: 'P1', amount: '12,50' }).success).toBe(false);
    expect(PayOrderSchema.safeParse({ orderNo: '', amount: 1 }).success).toBe(false);
    expect(PayDataSchema.parse({ deviceType: 2, extra: 1 })).toEqual({ deviceType: 2, extra: 1 });
    expect(YuanAmountSchema.safeParse(Number.NaN).success).toBe(false);
  });

  it('lock data defaults lockIsBlue to true', () => {
    expect(LockDataSchema.parse({ lockMac: 'AA:BB' })).toEqual({ lockMac: 'AA:BB', lockIsBlue: true });
    expect(LockDataSchema.safeParse({ lockMac: '' }).success).toBe(false);
  });

  it('a shared key change (auth/{authId}): 0 ends, 1 Bluetooth, 2 a 6-digit password given only then', () => {
    expect(LockAuthChangeSchema.parse({ openType: LockOpenType.ended })).toEqual({ openType: 0, config: 1 });
    expect(LockAuthChangeSchema.parse({ openType: 2, password: '135790' })).toEqual({ openType: 2, password: '135790', config: 1 });
    const problems = (value: unknown) => (LockAuthChangeSchema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);
    expect(problems({ openType: 2 })).toEqual(['请输入6位数字密码']);
    expect(problems({ openType: 2, password: '12345a' })).toEqual(['请输入6位数字密码']);
    expect(problems({ openType: 1, password: '123456' })).toEqual(['只有密码开门需要设置密码']);
    expect(problems({ openType: 3 })).toEqual(['请选择开门方式']);
    expect(LOCK_OPEN_TYPE_AUTH).toEqual({ 1: LockAuthType.bluetooth, 2: LockAuthType.password });
  });

  it('lock authorization: config defaults to 1, openType 2 needs a password, auth types are named', () => {
    expect(LockAuthorizationSchema.parse({ openType: 1, lockId: 3 }).config).toBe(1);
    expect(LockAuthorizationSchema.safeParse({ openType: 2 }).success).toBe(false);
    expect(LockAuthorizationSchema.safeParse({ openType: 2, password: '123456' }).success).toBe(true);
    expect(LockAuthType).toEqual({ password: 1, bluetooth: 2, fingerprint: 3, card: 4, nfc: 90 });
    expect(LockAuthTypeSchema.safeParse(90).success).toBe(true);
    expect(LockAuthTypeSchema.safeParse(5).success).toBe(false);
  });

  it('names the auth types in Chinese, bounds NFC key ids to 32 bits and shares only Bluetooth or a password', () => {
    expect(Object.values(LOCK_AUTH_TYPE_TEXT)).toEqual(['密码', '蓝牙', '指纹', '门卡', 'NFC']);
    expect(LOCK_AUTH_TYPE_TEXT[LockAuthType.nfc]).toBe('NFC');
    expect(NfcIdSchema.safeParse('4294967295').success).toBe(true);
    expect(NfcIdSchema.safeParse('4294967296').success).toBe(false);
    expect(NfcIdSchema.safeParse('12a').success).toBe(false);
    expect(LockShareRequestSchema.parse({ phone: '13700137000', authType: 2 })).toEqual({ phone: '13700137000', authType: 2, days: null });
    expect(LockShareRequestSchema.safeParse({ phone: '13700137000', authType: 3 }).success).toBe(false);
    expect(LockShareRequestSchema.safeParse({ phone: '1370013', authType: 2 }).error?.issues[0]?.message).toBe('请输入正确的手机号');
  });

  it('reads a TTLock\'s ttlockData, and gives null for anything else', () => {
    const data = { lockMac: 'C0:E0:01:02:03:04', protocolVersion: 3, serviceUuid: '0000fff0-0000-1000-8000-00805f9b34fb', writeUuid: '0000fff2-0000-1000-8000-00805f9b34fb', notifyUuid: '0000fff1-0000-1000-8000-00805f9b34fb', companyId: 65535 };
    expect(parseTtlockData(JSON.stringify(data))).toEqual(data);
    expect(parseTtlockData(undefined)).toBeNull();
    expect(parseTtlockData('{not json')).toBeNull();
    expect(parseTtlockData(JSON.stringify({ ...data, lockMac: 'nope' }))).toBeNull();
  });

  it('device collect defaults deviceType to 2', () => {
    expect(DeviceCollectSchema.parse({})).toEqual({ deviceType: 2 });
  });

  it('meter schemas', () => {
    expect(MeterRecordQuerySchema.parse({ deviceType: 1 }).pageSize).toBe(1000);
    expect(MeterRecordQuerySchema.safeParse({ startDate: '2024/01/01' }).success).toBe(false);
    expect(MeterAddInfoSchema.parse({ taskTodoId: 7 })).toEqual({ show: false, text: '', taskTodoId: 7 });
    expect(MeterDialogCheckSchema.parse({ show: true, title: 't', btnType: '2', x: 1 })).toEqual({
      show: true,
      title: 't',
      btnType: 2,
      x: 1,
    });
    expect(MeterChargeSchema.safeParse({ amount: '10.00', machineId: '1700000000000' }).success).toBe(true);
  });

  it('contract extras pre-create with onlineContractStatus 5; checkout needs a date', () => {
    expect(ContractExtrasSchema.parse({}).onlineContractStatus).toBe(5);
    expect(CheckoutApplySchema.safeParse({ contractId: 1, expectCheckoutDate: '2024-05-01' }).success).toBe(true);
    expect(CheckoutApplySchema.safeParse({ contractId: 1, expectCheckoutDate: '2024-5-1' }).success).toBe(false);
    expect(DateTextSchema.safeParse('2024-05-01').success).toBe(true);
  });

  it('activity sign-up, subscription flags, domains and dot log', () => {
    expect(ActivitySignUpSchema.safeParse({ contactor: '王', participants: 2, phoneNum: '13812345678' }).success).toBe(true);
    expect(ActivitySignUpSchema.safeParse({ contactor: '王', participants: 0, phoneNum: '13812345678' }).success).toBe(false);
    expect(AlipaySubscriptionFlagsSchema.parse({})).toEqual({ isSubscribed: false, isRejectedForever: false });
    expect(DomainsSchema.safeParse({ pmsDomain: 'https://a', tappDomain: 'https://b', staticDomain: 'x' }).success).toBe(false);
    // Parsed without the URL class, which the mini-programs lack.
    const { URL: urlClass } = globalThis;
    Reflect.deleteProperty(globalThis, 'URL');
    try {
      expect(DomainsSchema.safeParse({ pmsDomain: 'https://a.cn', tappDomain: 'http://127.0.0.1:8080', staticDomain: 'https://s.cn/static' }).success).toBe(true);
      expect(DomainsSchema.safeParse({ pmsDomain: 'javascript:alert(1)', tappDomain: 'https://b', staticDomain: 'https://c' }).success).toBe(false);
    } finally {
      globalThis.URL = urlClass;
    }
    expect(
      DotLogSchema.parse({ device: { system: 'iOS 17', model: 'iPhone', brand: 'Apple' }, dotContent: 'open' }).isPush,
    ).toBe(false);
  });
});
