/** The operator's legal entity: the seller on its invoices and the lessor (甲方) whose seal its contracts carry. */
export const OPERATOR_COMPANY_NAME = 'Aster 租住服务（上海）有限公司';
