export { usePayment } from './usePayment';
export type { PayOptions, Payment } from './usePayment';
export { billResultUrl } from './paymentOutcome';
