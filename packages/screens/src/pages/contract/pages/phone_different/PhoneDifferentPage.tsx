import * as React from 'react';
import { useCheckContractPhoneQuery, useLogoutMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { LOGIN_PAGE, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { ResultHead } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import '@screens/features/lease/lease.css';

/**
 * 手机号不一致: the contract was made for another phone than the one logged in (check-contract-phone). Which phone is
 * never shown here (anyone with the link would learn it): the tenant logs in with the phone they gave the manager.
 */
function PhoneDifferentPage({ params: { contractId } }: PageProps<'pages/contract/pages/phone_different/index'>) {
  const check = useCheckContractPhoneQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const [logout, loggingOut] = useLogoutMutation();
  const detailLink = pageLink('pages/contract/pages/contract_detail/index', { contractId });

  React.useEffect(() => {
    if (check.data?.phoneMatches) void navigation.redirectTo(detailLink);
  }, [check.data, detailLink]);

  if (check.data === undefined) return <QueryStatePage query={check} failedText="合同信息加载失败" />;
  const switchAccount = async () => {
    try {
      await logout().unwrap();
    } catch {
      return;
    }
    void navigation.reLaunch(pageLink(LOGIN_PAGE, { redirectUrl: detailLink }));
  };
  return (
    <Page>
      <View className="bk-body" data-testid="phone-different">
        <ResultHead tone="info" title="手机号不一致" text={`该合同登记的手机号与您当前登录的手机号（${check.data.myPhoneMasked}）不一致。`} />
        <Text className="ls-muted ls-note">请使用签约时向管家登记的手机号登录后查看和签署合同；如手机号已更换，请联系管家修改合同手机号。</Text>
        <View className="bk-actions">
          <Button disabled={loggingOut.isLoading} testId="phone-different-switch" onTap={() => void switchAccount()}>
            切换账号登录
          </Button>
          <Button kind="default" testId="phone-different-back" onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/contract_list/index'))}>
            返回我的合同
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/phone_different/index', PhoneDifferentPage);
