import * as React from 'react';
import { useAcceptLockShareMutation, useGetLockShareInfoQuery } from '@aster/core-api';
import { LOCK_AUTH_TYPE_TEXT, pageLink } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { failureText } from '@screens/hooks/failureText';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { shortTime } from './lockModels';
import './device.css';
import './lockAccess.css';

const STATUS_TEXT = { accepted: '该分享已被接受', expired: '分享链接已过期，请让家人重新分享', revoked: '家人已取消该分享' } as const;

/**
 * 接受门锁分享 (the share link's page): the lock, who shares it (masked), the way to open and for how long; 接受
 * makes the tenant's authorisation, then the device home shows the lock. Only the phone the family member named may
 * read it: anyone else reads the server's refusal.
 */
export function LockShareAcceptScreen({ shareId, shortLink }: { shareId: string; shortLink: string }) {
  const query = useGetLockShareInfoQuery({ shareId, shortLink }, { refetchOnMountOrArgChange: true });
  const [accept, accepting] = useAcceptLockShareMutation();
  const [problem, setProblem] = React.useState<string>();
  const info = query.data;
  if (info === undefined) return <QueryStatePage query={query} failedText="分享信息加载失败" />;
  const onAccept = async () => {
    if (accepting.isLoading) return;
    setProblem(undefined);
    try {
      await accept({ shareId, shortLink }).unwrap();
      ui.toast('已接受，可以开门了', 'success');
      void navigation.redirectTo(pageLink('pages/device/device_index/index'));
    } catch (error) {
      setProblem(failureText(error) ?? '接受失败，请稍后再试');
    }
  };
  return (
    <Page>
      <View className="ak-body">
        <Card title="家人分享给您一把门锁">
          <InfoRow label="门锁" value={info.lockName} />
          <InfoRow label="房源" value={info.houseTitle} />
          <InfoRow label="分享人" value={info.sharedBy} />
          <InfoRow label="开门方式" value={LOCK_AUTH_TYPE_TEXT[info.authType]} />
          <InfoRow label="有效期" value={info.days === null ? '随分享人的租约' : `接受后${info.days}天`} />
          {info.status === 'open' ? (
            <>
              <Text className="dv-note">链接 {shortTime(info.linkExpiresAt)} 前有效。接受后，您可以在“智能设备”中使用这把门锁。</Text>
              {problem !== undefined && <FieldError>{problem}</FieldError>}
              <Button testId="lock-share-accept" disabled={accepting.isLoading} onTap={() => void onAccept()}>
                接受
              </Button>
            </>
          ) : (
            <View data-testid="lock-share-closed">
              <StateView status="empty" text={STATUS_TEXT[info.status]} />
              <Button kind="default" testId="lock-share-devices" onTap={() => void navigation.redirectTo(pageLink('pages/device/device_index/index'))}>
                查看我的设备
              </Button>
            </View>
          )}
        </Card>
      </View>
    </Page>
  );
}
