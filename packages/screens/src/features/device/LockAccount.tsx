import * as React from 'react';
import { type LockAccountInfo, useGetLockAccountInfoQuery } from '@aster/core-api';
import { LOCK_AUTH_TYPE_TEXT } from '@aster/core-domain';
import { Text } from 'remax/one';
import { Card } from '@screens/ui/Card';
import { InfoRow } from '@screens/features/booking/bookingParts';

const keysText = (keys: LockAccountInfo['keys']) => (keys.length === 0 ? '暂无' : keys.map((key) => `${LOCK_AUTH_TYPE_TEXT[key.authType]}${key.count}把`).join('、'));

/**
 * 我的门锁账户 on the lock page (getLockAccountInfo): whose account it is (masked by the server), how many locks it
 * opens, its keys by kind, the family keys shared out and in, its temporary passwords still open. Counts the server
 * gave only: while it has not answered, or when it could not, the card is left out rather than shown with guesses.
 */
export function LockAccount() {
  const query = useGetLockAccountInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const account = query.data;
  if (account === undefined) return null;
  return (
    <Card title="我的门锁账户">
      <Text className="dv-note" data-testid="lock-account-holder">
        {account.holderName} {account.holderPhone}
      </Text>
      <InfoRow label="可开门锁" value={`${account.lockCount}把`} />
      <InfoRow label="我的钥匙" value={keysText(account.keys)} />
      <InfoRow label="分享给家人" value={`${account.sharedOut}把钥匙`} />
      {account.sharedWithMe > 0 && <InfoRow label="家人分享给我" value={`${account.sharedWithMe}把门锁`} />}
      <InfoRow label="有效临时密码" value={`${account.tempPasswordsActive}个`} />
    </Card>
  );
}
