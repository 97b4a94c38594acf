import { z } from 'zod';
import { ALIPAY_SUCCESS, alipayCall, alipayClient, alipayRefused, type AlipayAnswer, type AlipaySettings } from '../outside/alipay';
import { OutsideSystemError } from '../outside/outsideSystem';
import type { RealNameVerifier } from './realNameVerifier';

const SYSTEM = 'alipay-real-name';
const TWO_META = 'datadigital.fincloud.generalsaas.twometa.check';
const FACE_INITIALIZE = 'datadigital.fincloud.generalsaas.face.certify.initialize';
const FACE_VERIFY = 'datadigital.fincloud.generalsaas.face.certify.verify';
const FACE_QUERY = 'datadigital.fincloud.generalsaas.face.certify.query';

/** Alipay's yes and no in these answers. */
const YesNoSchema = z.enum(['T', 'F']);
const TwoMetaSchema = z.looseObject({ match: YesNoSchema });
const CertifyIdSchema = z.looseObject({ certify_id: z.string().min(1).max(128) });
const CertifyUrlSchema = z.looseObject({ certify_url: z.string().min(1) });
/** passed is absent while the person has not finished the scan. */
const FaceResultSchema = z.looseObject({ passed: YesNoSchema.optional() });

function answerOf<T>(schema: z.ZodType<T>, method: string, answer: AlipayAnswer): T {
  if (answer.code !== ALIPAY_SUCCESS) throw alipayRefused(SYSTEM, method, answer);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new OutsideSystemError(SYSTEM, `${method}: the answer is not the documented one`);
  return parsed.data;
}

/**
 * Real-name checks on Alipay's identity services (数字金融 generalsaas): 二要素 against the register, and the face scan
 * (initialize with the person's name and ID, verify for the page the app opens, query for the outcome). Only a
 * provider's yes is a pass: a failure or an answer not understood is 'unavailable' or an OutsideSystemError.
 */
export function alipayRealNameVerifier(settings: AlipaySettings): RealNameVerifier {
  const sdk = alipayClient(settings);
  const identityOf = (person: { name: string; idNumber: string }) => ({
    cert_type: 'IDENTITY_CARD',
    cert_name: person.name,
    cert_no: person.idNumber.toUpperCase(),
  });
  return {
    name: SYSTEM,
    simulated: false,

    async checkNameAndId(person) {
      // The register behind 二要素 holds mainland ID cards only.
      if ((person.idType ?? 'id_card') !== 'id_card') return 'unsupported';
      try {
        const checked = answerOf(TwoMetaSchema, TWO_META, await alipayCall(sdk, SYSTEM, TWO_META, { bizContent: identityOf(person) }));
        return checked.match === 'T' ? 'match' : 'mismatch';
      } catch (error) {
        if (error instanceof OutsideSystemError) return 'unavailable';
        throw error;
      }
    },

    async startFaceScan(request) {
      const initialized = answerOf(
        CertifyIdSchema,
        FACE_INITIALIZE,
        await alipayCall(sdk, SYSTEM, FACE_INITIALIZE, {
          bizContent: {
            outer_order_no: request.outerOrderNo,
            biz_code: settings.faceBizCode,
            identity_param: { identity_type: 'CERT_INFO', ...identityOf(request) },
            merchant_config: { return_url: request.returnUrl },
          },
        }),
      );
      const certifyId = initialized.certify_id;
      const page = answerOf(CertifyUrlSchema, FACE_VERIFY, await alipayCall(sdk, SYSTEM, FACE_VERIFY, { bizContent: { certify_id: certifyId } }));
      return { certifyId, certifyUrl: page.certify_url };
    },

    async faceScanResult(certifyId) {
      const result = answerOf(FaceResultSchema, FACE_QUERY, await alipayCall(sdk, SYSTEM, FACE_QUERY, { bizContent: { certify_id: certifyId } }));
      if (result.passed === undefined) return 'pending';
      return result.passed === 'T' ? 'passed' : 'failed';
    },
  } satisfies RealNameVerifier;
}
