// Alipay's face verification (facial_recognition). The interface lives here (inside faceVerify.ali.ts, './faceVerify'
// would resolve to that file itself); faceVerify.ts is the plain fallback: none (WeChat and browsers have no
// Alipay certification).
export interface FaceVerifyPort {
  /** Opens Alipay's face scan for a certification the server started; true when the tenant finished it. */
  verify(certify: { verifyId: string; certifyUrl: string | null }): Promise<boolean>;
}
