/** What logout asks before the session ends. */
export const LOGOUT_CONFIRM = {
  title: '退出登录',
  content: '确定要退出当前账号吗？',
  showCancel: true,
  confirmText: '退出',
} as const;
