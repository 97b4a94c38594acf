import * as React from 'react';
import { type TempPasswordEntry, type TempPasswordState, useCancelTempPasswordMutation, useGetTempPasswordsQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { shortTime } from './lockModels';
import './lockAccess.css';

const KIND_TEXT: Readonly<Record<TempPasswordEntry['kind'], string>> = { once: '单次密码', timed: '限时密码' };
/** 作废中: the lock has not confirmed yet and may still take the password, so the tenant is told so. */
const STATE_TEXT: Readonly<Record<TempPasswordState, string>> = { active: '有效', ending: '作废中，等待门锁确认', ended: '已作废', expired: '已过期' };

function PasswordRow({ password, busy, onCancel }: { password: TempPasswordEntry; busy: boolean; onCancel: () => void }) {
  const maker = `${password.madeBy}${password.mine ? '（我）' : ''}生成${password.forWhom === null ? '' : `，给${password.forWhom}`}`;
  return (
    <View className="la-row" data-testid={`temp-password-${password.id}`}>
      <View className="la-row-main">
        <Text className="la-type">
          {KIND_TEXT[password.kind]} · {STATE_TEXT[password.state]}
        </Text>
        <Text className="la-who">{maker}</Text>
        <Text className="la-valid">
          {shortTime(password.validFrom)} 至 {shortTime(password.validTo)}
        </Text>
      </View>
      {password.cancellable && (
        <Button kind="default" size="small" disabled={busy} testId={`temp-password-cancel-${password.id}`} onTap={onCancel}>
          作废
        </Button>
      )}
    </View>
  );
}

/**
 * 临时密码 of a lock: the caller's and those made through their shares, who made each and for whom, until when, and
 * whether the lock still takes it; 作废 after confirming. The password itself is never shown again.
 */
export function LockTempPasswords({ lockId }: { lockId: string }) {
  const query = useGetTempPasswordsQuery({ id: lockId }, { refetchOnMountOrArgChange: true });
  const [cancel, cancelling] = useCancelTempPasswordMutation();
  const onCancel = async (password: TempPasswordEntry) => {
    const confirmed = await ui.showModal({
      title: '作废临时密码',
      content: `作废后${password.forWhom ?? '访客'}将不能再用这个${KIND_TEXT[password.kind]}开门，确定作废吗？`,
      showCancel: true,
      confirmText: '作废',
    });
    if (!confirmed) return;
    const done = await cancel({ id: lockId, passwordId: password.id }).unwrap().catch(() => null);
    if (done === null) return;
    if (done.state === 'ending') ui.toast('门锁暂未联网，门锁确认后密码即失效');
    else ui.toast('已作废', 'success');
  };
  if (query.data === undefined) {
    return (
      <Card title="临时密码">
        <Text className="dv-note">{query.isError ? '临时密码加载失败，请稍后再试' : '加载中…'}</Text>
      </Card>
    );
  }
  return (
    <Card title="临时密码">
      {query.data.length === 0 ? (
        <Text className="dv-note" data-testid="temp-passwords-empty">
          暂无有效的临时密码
        </Text>
      ) : (
        query.data.map((password) => <PasswordRow key={password.id} password={password} busy={cancelling.isLoading} onCancel={() => void onCancel(password)} />)
      )}
    </Card>
  );
}
