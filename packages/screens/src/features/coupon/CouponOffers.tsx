import * as React from 'react';
import { Text, View } from 'remax/one';
import { useClaimCouponMutation, useGetCouponOffersQuery } from '@aster/core-api';
import type { CouponOffer } from '@aster/core-domain';
import { failureText } from '@screens/hooks/failureText';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { CouponTicket } from './CouponTicket';
import './coupon.css';

function offerState(offer: CouponOffer): 'claimed' | 'soldOut' | 'open' {
  if (offer.claimed) return 'claimed';
  return offer.left <= 0 ? 'soldOut' : 'open';
}

/**
 * 领券中心: the operator's coupons on offer, each claimable once while stock lasts: 立即领取, then 已领取; 已领完 when
 * none is left. A refusal (领过了, 领完了) is said under the ticket and the list reloads.
 */
export function CouponOffers() {
  const query = useGetCouponOffersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [claim, claiming] = useClaimCouponMutation();
  const [refusal, setRefusal] = React.useState<{ id: string; text: string }>();
  const offers = query.data;
  if (offers === undefined) return <QueryStatePage query={query} failedText="领券中心加载失败" />;

  const onClaim = async (offer: CouponOffer) => {
    if (claiming.isLoading) return;
    setRefusal(undefined);
    try {
      await claim({ id: offer.id }).unwrap();
      ui.toast('领取成功', 'success');
    } catch (error) {
      setRefusal({ id: offer.id, text: failureText(error) ?? '领取失败，请稍后再试' });
      void query.refetch();
    }
  };

  return (
    <Page>
      <View className="cp-body">
        {offers.length === 0 ? (
          <StateView status="empty" text="暂无可领取的优惠券" />
        ) : (
          offers.map((offer) => {
            const state = offerState(offer);
            return (
              <View key={offer.id}>
                <CouponTicket
                  testId={`coupon-offer-${offer.id}`}
                  title={offer.title}
                  valueFen={offer.valueFen}
                  minSpendFen={offer.minSpendFen}
                  scopes={offer.scopes}
                  lines={[`领取后${offer.validDays}天内有效`]}
                  dim={state === 'soldOut'}
                  side={
                    state === 'open' ? (
                      <Button size="small" disabled={claiming.isLoading} testId={`coupon-claim-${offer.id}`} onTap={() => void onClaim(offer)}>
                        立即领取
                      </Button>
                    ) : (
                      <Text className="cp-ticket-mark" data-testid={`coupon-offer-state-${offer.id}`}>
                        {state === 'claimed' ? '已领取' : '已领完'}
                      </Text>
                    )
                  }
                />
                {refusal?.id === offer.id && <FieldError>{refusal.text}</FieldError>}
              </View>
            );
          })
        )}
      </View>
    </Page>
  );
}
