import { ID_NUM_TYPES, isAuthenticated, type User } from '@aster/core-domain';

/** Spec section 4: authenticated means truth=1 and authBinding=1. */
export function realNameLabel(user: Pick<User, 'truth' | 'authBinding'> | null | undefined): '已认证' | '未认证' {
  return isAuthenticated(user) ? '已认证' : '未认证';
}

export function idTypeLabel(idNumType: number | null | undefined): string {
  return ID_NUM_TYPES.find((entry) => entry.idNumType === idNumType)?.label ?? '证件';
}

/** The platform a session was used from, as the device list names it. */
export function deviceLabel(platform: string | null | undefined): string {
  switch (platform) {
    case 'weapp':
      return '微信小程序';
    case 'aliapp':
      return '支付宝小程序';
    case 'thePublic':
      return '微信公众号';
    case 'h5':
      return '浏览器';
    default:
      return '未知设备';
  }
}

/** What cancelling an account deletes and what it keeps (user_cancel/tips and the confirmation). */
export const ACCOUNT_CANCEL_DELETES = [
  '个人资料：昵称、头像、手机号及微信/支付宝登录绑定',
  '实名认证信息：姓名、证件号码及上传的证件照片',
  '个人信息：邮箱、紧急联系人、职业与工作单位',
  '未支付的预订将被取消，已支付的定金原路退回，预约看房将被取消',
  '所有登录设备将退出登录',
] as const;

export const ACCOUNT_CANCEL_KEEPS = [
  '已结束的合同及其账单按法律要求由运营方留存，其中姓名和证件号码仅保留脱敏信息',
  '注销后当前手机号可重新注册，但原账号的数据无法恢复',
] as const;
