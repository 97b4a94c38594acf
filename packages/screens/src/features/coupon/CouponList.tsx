import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetCouponsQuery } from '@aster/core-api';
import { chinaDate, COUPON_STATUS_TEXT, type Coupon, type CouponStatus, pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { CouponTicket, validUntilText } from './CouponTicket';
import { Icon } from '@screens/ui/icon/Icon';
import './coupon.css';

const TABS: readonly CouponStatus[] = ['available', 'used', 'expired'];
const EMPTY_TEXT: Readonly<Record<CouponStatus, string>> = { available: '暂无可使用的优惠券', used: '暂无已使用的优惠券', expired: '暂无已过期的优惠券' };

function couponLines(coupon: Coupon): string[] {
  if (coupon.status === 'used') {
    return [coupon.usedOn === null ? '已使用' : `已用于 ${coupon.usedOn}`, ...(coupon.usedAt === null ? [] : [`使用日期 ${chinaDate(coupon.usedAt)}`])];
  }
  return [validUntilText(coupon.validTo), ...(coupon.sharing ? ['分享中，等待好友领取'] : [])];
}

/**
 * 我的优惠券: the tenant's coupons by status (可使用 / 已使用 / 已过期, each with its count), each as a ticket with its
 * rule, the bills it is for and until when; 去使用 leads to 我的账单 (a coupon is chosen when paying a bill). Links to
 * 领券中心 and to 分享给好友.
 */
export function CouponList() {
  const query = useGetCouponsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [tab, setTab] = React.useState<CouponStatus>('available');
  const coupons = query.data;
  if (coupons === undefined) return <QueryStatePage query={query} failedText="优惠券加载失败" />;
  const shown = coupons.filter((coupon) => coupon.status === tab);
  const go = (url: string) => void navigation.navigateTo(url);
  return (
    <Page>
      <View className="cp-tabs" role="tablist">
        {TABS.map((status) => (
          <View
            key={status}
            className={`cp-tab ${status === tab ? 'cp-tab--on' : ''}`}
            role="tab"
            aria-selected={status === tab}
            data-testid={`coupon-tab-${status}`}
            onTap={() => setTab(status)}
          >
            <Text>{`${COUPON_STATUS_TEXT[status]}(${coupons.filter((coupon) => coupon.status === status).length})`}</Text>
          </View>
        ))}
      </View>
      <View className="cp-links">
        <View className="cp-link" role="link" data-testid="coupon-to-offers" onTap={() => go(pageLink('pages/coupon/pull_list/index'))}>
          <Text>领券中心</Text>
          <Icon name="chevron-right" size="small" />
        </View>
        <View className="cp-link" role="link" data-testid="coupon-to-share" onTap={() => go(pageLink('pages/coupon/share_list/index'))}>
          <Text>分享给好友</Text>
          <Icon name="chevron-right" size="small" />
        </View>
      </View>
      <View className="cp-body">
        {shown.length === 0 ? (
          <View className="cp-empty" data-testid="coupon-empty">
            <StateView status="empty" text={EMPTY_TEXT[tab]} />
            {tab === 'available' && (
              <Button kind="default" testId="coupon-empty-offers" onTap={() => go(pageLink('pages/coupon/pull_list/index'))}>
                去领券中心看看
              </Button>
            )}
          </View>
        ) : (
          shown.map((coupon) => (
            <CouponTicket
              key={coupon.id}
              testId={`coupon-${coupon.id}`}
              title={coupon.title}
              valueFen={coupon.valueFen}
              minSpendFen={coupon.minSpendFen}
              scopes={coupon.scopes}
              lines={couponLines(coupon)}
              dim={coupon.status !== 'available'}
              stamp={coupon.status === 'available' ? undefined : COUPON_STATUS_TEXT[coupon.status]}
              side={
                coupon.status === 'available' ? (
                  <Button size="small" testId={`coupon-use-${coupon.id}`} onTap={() => go(pageLink('pages/bill/bill_list/index'))}>
                    去使用
                  </Button>
                ) : undefined
              }
            />
          ))
        )}
      </View>
    </Page>
  );
}
