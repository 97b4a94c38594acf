/** What logout asks before the session ends. */
export const LOGOUT_CONFIRM = {
  title: '退出登录',
  content: '确定要退出当前账号吗？',
  showCancel: true,
  confirmText: '退出',
} as const;

/** What the account log-out confirmation says before anything is deleted. */
export const ACCOUNT_LOG_OUT_CONFIRM = {
  title: '注销账号',
  content:
    '注销后，您的账号将被永久删除：个人资料、实名认证信息及登录记录将被清除且无法恢复，当前手机号需重新注册才能使用。请确认没有未结清的账单和生效中的合同。确定要注销吗？',
  showCancel: true,
  confirmText: '确认注销',
} as const;
