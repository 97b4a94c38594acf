import type { FaceVerifyPort } from './faceVerifyTypes';

declare const my: {
  startAPVerify(options: { url?: string; certifyId: string; success(result: { resultStatus?: string }): void; fail(): void }): void;
};

/** Alipay's "certification finished" result status of my.startAPVerify; the server then asks Alipay for the outcome. */
const FINISHED = '9000';

export const faceVerify = {
  verify: ({ verifyId, certifyUrl }: { verifyId: string; certifyUrl: string | null }) =>
    new Promise<boolean>((resolve) => {
      my.startAPVerify({
        ...(certifyUrl !== null ? { url: certifyUrl } : {}),
        certifyId: verifyId,
        success: (result) => resolve(result.resultStatus === FINISHED),
        fail: () => resolve(false),
      });
    }),
} satisfies FaceVerifyPort;
