export { usePayment } from './usePayment';
export type { PayOptions, Payment } from './usePayment';
export { BILL_RESULT_PAGE, billResultUrl } from './paymentOutcome';
