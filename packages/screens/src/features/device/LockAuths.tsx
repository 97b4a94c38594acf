import * as React from 'react';
import { useState } from 'react';
import { type LockAuthEntry, type LockDetail, type LockShare, useCancelLockShareMutation, useGetLockAuthsQuery, useRevokeLockAuthMutation, useShareLockMutation } from '@aster/core-api';
import { LOCK_AUTH_TYPE_TEXT, LOCK_SHARE_DAYS, LOCK_SHARE_TYPES, LockShareRequestSchema, pageLink } from '@aster/core-domain';
import { usePageEvent } from 'remax/macro';
import { Input, Text, View } from 'remax/one';
import { failureText } from '@screens/hooks/failureText';
import { houseActions } from '@screens/platform/houseActions';
import { shareLink } from '@screens/platform/shareLink';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { Choices } from './LockForms';
import { shortTime } from './lockModels';
import { LockPage } from './LockPage';
import { LockTempPasswords } from './LockTempPasswords';
import './device.css';
import './lockAccess.css';

type ShareType = (typeof LOCK_SHARE_TYPES)[number];
type ShareDays = (typeof LOCK_SHARE_DAYS)[number];

const OPEN_WAY: Readonly<Record<ShareType, string>> = { 2: '蓝牙开门（用App开门）', 1: '密码开门（自设密码）' };
const daysText = (days: ShareDays) => (days === null ? '长期（随我的租约）' : `${days}天`);

/** The accept page a share link opens: shareId and the short code only, never a person. */
const acceptPageUrl = (share: Pick<LockShare, 'shareId' | 'shortLink'>) => pageLink('pages/device/lock_auth_accept/index', { shareId: share.shareId, shortLink: share.shortLink });

function AuthRow({ auth, onRevoke, busy }: { auth: LockAuthEntry; onRevoke: () => void; busy: boolean }) {
  return (
    <View className="la-row" data-testid={`lock-auth-${auth.authId}`}>
      <View className="la-row-main">
        <Text className="la-type">{LOCK_AUTH_TYPE_TEXT[auth.authType]}</Text>
        <Text className="la-who">
          {auth.holderName} {auth.holderPhone}
          {auth.mine ? '（我）' : auth.shared ? '（家人）' : ''}
        </Text>
        <Text className="la-valid">{auth.validTo === null ? `${shortTime(auth.validFrom)} 起，租约期内有效` : `有效期至 ${shortTime(auth.validTo)}`}</Text>
      </View>
      {auth.revocable && (
        <Button kind="default" size="small" disabled={busy} testId={`lock-auth-revoke-${auth.authId}`} onTap={onRevoke}>
          撤销
        </Button>
      )}
    </View>
  );
}

/** 分享给家人: the member's phone, the way they may open, for how long; then the link with 复制链接. */
function ShareForm({ lock }: { lock: LockDetail }) {
  const [phone, setPhone] = useState('');
  const [authType, setAuthType] = useState<ShareType>(LOCK_SHARE_TYPES[0]);
  const [days, setDays] = useState<ShareDays>(LOCK_SHARE_DAYS[0]);
  const [problem, setProblem] = useState<string>();
  const [made, setMade] = useState<LockShare>();
  const [share, sharing] = useShareLockMutation();
  usePageEvent('onShareAppMessage', () => (made === undefined ? { title: lock.name, path: pageLink('pages/device/device_index/index') } : { title: `家人分享给您一把门锁：${lock.name}`, path: acceptPageUrl(made) }));
  const submit = async () => {
    if (sharing.isLoading) return;
    const checked = LockShareRequestSchema.safeParse({ phone: phone.trim(), authType, days });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? '请输入正确的手机号');
      return;
    }
    setProblem(undefined);
    try {
      setMade(await share({ id: lock.id, ...checked.data }).unwrap());
    } catch (error) {
      setProblem(failureText(error) ?? '分享失败，请稍后再试');
    }
  };
  const link = made === undefined ? undefined : shareLink.linkTo(acceptPageUrl(made));
  const copy = (text: string) =>
    void houseActions
      .copyText(text)
      .then(() => ui.toast('复制成功', 'success'))
      .catch(() => ui.toast('复制失败，请长按链接手动复制'));
  return (
    <Card title="分享给家人">
      <View className={`ak-field ${problem === undefined ? '' : 'ak-field--error'}`}>
        <Text className="dv-field-label">家人手机号</Text>
        <Input
          className="ak-field-input ak-input"
          type="number"
          value={phone}
          maxLength={11}
          placeholder="家人登录使用的手机号"
          aria-label="家人手机号"
          data-testid="lock-share-phone"
          onInput={(event) => setPhone(String(event.target.value ?? ''))}
        />
      </View>
      <Choices label="开门方式" options={LOCK_SHARE_TYPES} value={authType} onChange={setAuthType} text={(option) => OPEN_WAY[option]} testId="lock-share-type" />
      <Choices label="有效期" options={LOCK_SHARE_DAYS.map((option) => option ?? 0)} value={days ?? 0} onChange={(option) => setDays(option === 0 ? null : option)} text={(option) => daysText(option === 0 ? null : option)} testId="lock-share-days" />
      {problem !== undefined && <FieldError>{problem}</FieldError>}
      <Button testId="lock-share-submit" disabled={sharing.isLoading} onTap={() => void submit()}>
        生成分享链接
      </Button>
      {made !== undefined && link !== undefined && (
        <View className="la-link" data-testid="lock-share-made">
          <Text className="dv-note">
            请把链接发给手机号为 {made.phone} 的家人，家人用该手机号登录后即可接受，链接 {shortTime(made.linkExpiresAt)} 前有效：
          </Text>
          <Text className="la-link-text" selectable data-testid="lock-share-link">
            {link}
          </Text>
          <Button kind="default" size="small" testId="lock-share-copy" onTap={() => copy(link)}>
            复制链接
          </Button>
        </View>
      )}
    </Card>
  );
}

function Authorisations({ lock }: { lock: LockDetail }) {
  const query = useGetLockAuthsQuery({ id: lock.id }, { refetchOnMountOrArgChange: true });
  const [revoke, revoking] = useRevokeLockAuthMutation();
  const [cancel, cancelling] = useCancelLockShareMutation();
  const list = query.data;
  if (list === undefined) return <QueryStatePage query={query} failedText="授权信息加载失败" />;
  const leaseHolder = lock.lockAuthId !== null;
  const onRevoke = async (auth: LockAuthEntry) => {
    const confirmed = await ui.showModal({ title: '撤销授权', content: `撤销后 ${auth.holderName} 将不能再用${LOCK_AUTH_TYPE_TEXT[auth.authType]}开门，确定撤销吗？`, showCancel: true, confirmText: '撤销' });
    if (!confirmed) return;
    const done = await revoke({ id: lock.id, authId: auth.authId }).unwrap().catch(() => null);
    if (done !== null) ui.toast('已撤销', 'success');
  };
  return (
    <Page>
      <View className="ak-body">
        <Card title={`${lock.name} · 开门方式`}>
          {list.auths.map((auth) => (
            <AuthRow key={auth.authId} auth={auth} busy={revoking.isLoading} onRevoke={() => void onRevoke(auth)} />
          ))}
        </Card>
        <LockTempPasswords lockId={lock.id} />
        {list.pending.length > 0 && (
          <Card title="等待家人接受">
            {list.pending.map((share) => (
              <View key={share.shareId} className="la-row" data-testid={`lock-share-pending-${share.shareId}`}>
                <View className="la-row-main">
                  <Text className="la-type">{LOCK_AUTH_TYPE_TEXT[share.authType]}</Text>
                  <Text className="la-who">{share.phone}</Text>
                  <Text className="la-valid">链接 {shortTime(share.linkExpiresAt)} 前有效</Text>
                </View>
                <Button kind="default" size="small" disabled={cancelling.isLoading} testId={`lock-share-cancel-${share.shareId}`} onTap={() => void cancel({ id: lock.id, shareId: share.shareId })}>
                  取消分享
                </Button>
              </View>
            ))}
          </Card>
        )}
        {leaseHolder ? <ShareForm lock={lock} /> : <Text className="dv-note">这把门锁是家人分享给您的，只有租住的租客可以再分享。</Text>}
      </View>
    </Page>
  );
}

/**
 * 开门方式 / 授权管理: who may open the lock and how, its temporary passwords (作废), sharing it with a family member,
 * revoking what was shared (the member's temporary passwords end with it).
 */
export function LockAuthsScreen({ lockId }: { lockId: string | undefined }) {
  return <LockPage lockId={lockId}>{(lock) => <Authorisations lock={lock} />}</LockPage>;
}
