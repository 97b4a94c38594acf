import * as React from 'react';
import { usePageEvent } from 'remax/macro';
import { Text, View } from 'remax/one';
import { useClaimSharedCouponMutation, useGetCouponsQuery, useGetSharedCouponQuery, useShareCouponMutation } from '@aster/core-api';
import { type Coupon, pageLink } from '@aster/core-domain';
import { failureText } from '@screens/hooks/failureText';
import { houseActions } from '@screens/platform/houseActions';
import { navigation } from '@screens/platform/navigation';
import { shareLink } from '@screens/platform/shareLink';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { CouponTicket, validUntilText } from './CouponTicket';
import './coupon.css';

/** The app page a share link opens (the code only: it names a share, never a person). */
const sharedPageUrl = (code: string) => pageLink('pages/coupon/share_list/index', { code });

const copy = (text: string) =>
  void houseActions
    .copyText(text)
    .then(() => ui.toast('复制成功', 'success'))
    .catch(() => ui.toast('复制失败，请长按链接手动复制'));

/**
 * 分享优惠券 without a code: the tenant's coupons that may go to a friend; 分享 asks the server for the coupon's link
 * (the same one until a friend claims it), shown with 复制链接; in the mini-programs the page's share (右上角 ··· 转发)
 * sends the last link made as a card. The code stays in the link: it is never logged.
 */
function ShareMine() {
  const query = useGetCouponsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [share, sharing] = useShareCouponMutation();
  const [made, setMade] = React.useState<{ couponId: string; title: string; code: string }>();
  const [problem, setProblem] = React.useState<string>();
  usePageEvent('onShareAppMessage', () =>
    made === undefined ? { title: '送你一张租房优惠券', path: pageLink('pages/coupon/list/index') } : { title: `送你一张${made.title}`, path: sharedPageUrl(made.code) },
  );
  const coupons = query.data;
  if (coupons === undefined) return <QueryStatePage query={query} failedText="优惠券加载失败" />;
  const shareable = coupons.filter((coupon) => coupon.status === 'available' && coupon.shareable);

  const onShare = async (coupon: Coupon) => {
    if (sharing.isLoading) return;
    setProblem(undefined);
    try {
      const answer = await share({ id: coupon.id }).unwrap();
      setMade({ couponId: coupon.id, title: coupon.title, code: answer.code });
    } catch (error) {
      setProblem(failureText(error) ?? '分享失败，请稍后再试');
    }
  };
  const link = made === undefined ? undefined : shareLink.linkTo(sharedPageUrl(made.code));

  return (
    <Page>
      <View className="cp-body">
        <Text className="cp-note">优惠券分享后，好友打开链接即可领取；好友领取后，该券将从您的账户转给好友。</Text>
        {problem !== undefined && <FieldError>{problem}</FieldError>}
        {shareable.length === 0 ? (
          <View className="cp-empty" data-testid="coupon-share-empty">
            <StateView status="empty" text="暂无可分享的优惠券" />
            <Button kind="default" testId="coupon-share-offers" onTap={() => void navigation.navigateTo(pageLink('pages/coupon/pull_list/index'))}>
              去领券中心看看
            </Button>
          </View>
        ) : (
          shareable.map((coupon) => (
            <View key={coupon.id}>
              <CouponTicket
                testId={`coupon-share-${coupon.id}`}
                title={coupon.title}
                valueFen={coupon.valueFen}
                minSpendFen={coupon.minSpendFen}
                scopes={coupon.scopes}
                lines={[validUntilText(coupon.validTo), ...(coupon.sharing ? ['分享中，等待好友领取'] : [])]}
                side={
                  <Button size="small" disabled={sharing.isLoading} testId={`coupon-share-button-${coupon.id}`} onTap={() => void onShare(coupon)}>
                    分享
                  </Button>
                }
              />
              {made?.couponId === coupon.id && link !== undefined && (
                <View className="cp-share-link" data-testid="coupon-share-link-box">
                  <Text className="cp-note">将以下链接发给好友，好友打开并登录后即可领取：</Text>
                  <Text className="cp-link-text" selectable data-testid="coupon-share-link">
                    {link}
                  </Text>
                  <Button kind="default" size="small" testId="coupon-share-copy" onTap={() => copy(link)}>
                    复制链接
                  </Button>
                </View>
              )}
            </View>
          ))
        )}
      </View>
    </Page>
  );
}

/** 分享优惠券 with a code: what the friend's link offers (the coupon, who shares it, masked) and 领取, then 我的优惠券. */
function ShareReceived({ code }: { code: string }) {
  const query = useGetSharedCouponQuery({ code }, { refetchOnMountOrArgChange: true });
  const [claim, claiming] = useClaimSharedCouponMutation();
  const [problem, setProblem] = React.useState<string>();
  const shared = query.data;
  if (shared === undefined) return <QueryStatePage query={query} failedText="分享链接已失效或优惠券已被领取" />;

  const onClaim = async () => {
    if (claiming.isLoading) return;
    setProblem(undefined);
    try {
      await claim({ code }).unwrap();
      ui.toast('领取成功', 'success');
      void navigation.redirectTo(pageLink('pages/coupon/list/index'));
    } catch (error) {
      setProblem(failureText(error) ?? '领取失败，请稍后再试');
      void query.refetch();
    }
  };
  const { coupon } = shared;
  return (
    <Page>
      <View className="cp-body">
        <Text className="cp-from" data-testid="coupon-shared-from">{`您的好友 ${shared.fromName} 送您一张优惠券`}</Text>
        <CouponTicket
          testId="coupon-shared"
          title={coupon.title}
          valueFen={coupon.valueFen}
          minSpendFen={coupon.minSpendFen}
          scopes={coupon.scopes}
          lines={[validUntilText(coupon.validTo)]}
          dim={!shared.claimable}
        />
        {shared.problem !== null && (
          <Text className="cp-note cp-problem" data-testid="coupon-shared-problem">
            {shared.problem}
          </Text>
        )}
        {problem !== undefined && <FieldError>{problem}</FieldError>}
        <View className="cp-actions">
          <Button disabled={!shared.claimable || claiming.isLoading} testId="coupon-shared-claim" onTap={() => void onClaim()}>
            {claiming.isLoading ? '领取中…' : '领取'}
          </Button>
          <Button kind="default" testId="coupon-shared-mine" onTap={() => void navigation.redirectTo(pageLink('pages/coupon/list/index'))}>
            查看我的优惠券
          </Button>
        </View>
      </View>
    </Page>
  );
}

export function CouponShare({ code }: { code: string | undefined }) {
  return code === undefined ? <ShareMine /> : <ShareReceived code={code} />;
}
