import type { FaceVerifyPort } from './faceVerifyTypes';

export const faceVerify: FaceVerifyPort | null = null;
