import type { Agent } from 'node:http';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { z } from 'zod';
import { OutsideSystemError, schemaProblems, schemaSettingsFromEnv, type SettingsFromEnv, type ValidateOptions } from '../outside/outsideSystem';
import type { SmsSender } from './smsSender';

const SYSTEM = 'tencent-sms';

/** The environment variable of each setting of Tencent Cloud SMS (短信). */
export const TENCENT_SMS_ENV = {
  secretId: 'ASTER_SMS_SECRET_ID',
  secretKey: 'ASTER_SMS_SECRET_KEY',
  sdkAppId: 'ASTER_SMS_SDK_APP_ID',
  signName: 'ASTER_SMS_SIGN_NAME',
  templateId: 'ASTER_SMS_TEMPLATE_ID',
  region: 'ASTER_SMS_REGION',
  endpoint: 'ASTER_SMS_ENDPOINT',
  timeoutSeconds: 'ASTER_SMS_TIMEOUT_SECONDS',
} as const;

const given = () => z.string({ error: 'is required' }).trim();

/** What the adapter needs: the API key (访问密钥), the SMS application, its approved signature and template. */
export const TencentSmsSettingsSchema = z.object({
  secretId: given().min(1, 'is required'),
  secretKey: given().min(1, 'is required'),
  /** The SMS application's SdkAppId, e.g. 1400006666. */
  sdkAppId: given().regex(/^\d+$/, 'must be the SMS application id (digits)'),
  /** The approved signature's text (签名内容, not its id). */
  signName: given().min(1, 'is required'),
  /** The approved template; its two parameters are the code and the minutes it works. */
  templateId: given().regex(/^\d+$/, 'must be the approved template id (digits)'),
  region: z.string().trim().regex(/^[a-z]+-[a-z]+$/, 'must be a region such as ap-guangzhou').default('ap-guangzhou'),
  /** host[:port], or a URL with its scheme for a local stand-in; the API's service is the host's first label ("sms"). */
  endpoint: z
    .string()
    .trim()
    .regex(/^(https?:\/\/)?[A-Za-z0-9.-]+(:\d+)?$/, 'must be a host such as sms.tencentcloudapi.com')
    .default('sms.tencentcloudapi.com'),
  /** How long one send may take before it counts as failed (the SDK's default of 60 s would hold the tenant's request). */
  timeoutSeconds: z.coerce.number().int().positive().max(60).default(10),
});
export type TencentSmsSettings = z.infer<typeof TencentSmsSettingsSchema>;
type TencentSmsInput = z.input<typeof TencentSmsSettingsSchema>;

export const validateTencentSmsOptions: ValidateOptions<TencentSmsInput> = (settings) => schemaProblems(TencentSmsSettingsSchema, TENCENT_SMS_ENV, settings);

/** The settings the environment gives; none when it names none of the required ones (the simulator stays). */
export const tencentSmsSettingsFromEnv = (env: NodeJS.ProcessEnv): SettingsFromEnv<TencentSmsSettings> =>
  schemaSettingsFromEnv(TencentSmsSettingsSchema, TENCENT_SMS_ENV, ['secretId', 'secretKey', 'sdkAppId', 'signName', 'templateId'], env);

// Only what is read of SendSms's answer: one SendStatus per phone number.
const SendSmsAnswerSchema = z.object({
  SendStatusSet: z.array(z.object({ Code: z.string(), Message: z.string().optional() })).min(1),
});

/** The code by Tencent Cloud SMS (sms.v20210111 SendSms, signed TC3-HMAC-SHA256 by the SDK). */
export function tencentSmsSender(settings: TencentSmsSettings, network: { agent?: Agent } = {}): SmsSender {
  const scheme = /^https?:\/\//.exec(settings.endpoint)?.[0] ?? 'https://';
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: {
      httpProfile: {
        endpoint: settings.endpoint.slice(settings.endpoint.startsWith(scheme) ? scheme.length : 0),
        protocol: scheme,
        reqTimeout: settings.timeoutSeconds,
        agent: network.agent,
      },
    },
  });
  return {
    name: SYSTEM,
    simulated: false,
    async send({ mobile, code, ttlMinutes }) {
      let answer: unknown;
      try {
        answer = await client.SendSms({
          SmsSdkAppId: settings.sdkAppId,
          SignName: settings.signName,
          TemplateId: settings.templateId,
          TemplateParamSet: [code, String(ttlMinutes)],
          PhoneNumberSet: [`+86${mobile}`],
        });
      } catch (failure) {
        // The SDK's exception: a transport failure, or the API's Response.Error (its code, e.g. AuthFailure.SignatureFailure).
        const providerCode = (failure as { code?: unknown }).code;
        throw new OutsideSystemError(SYSTEM, failure instanceof Error ? failure.message : 'request failed', typeof providerCode === 'string' ? providerCode : undefined);
      }
      const parsed = SendSmsAnswerSchema.safeParse(answer);
      if (!parsed.success) throw new OutsideSystemError(SYSTEM, 'SendSms answered without a send status');
      const [status] = parsed.data.SendStatusSet;
      if (status?.Code !== 'Ok') throw new OutsideSystemError(SYSTEM, status?.Message ?? 'not sent', status?.Code);
    },
  } satisfies SmsSender;
}
