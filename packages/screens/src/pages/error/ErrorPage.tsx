import * as React from 'react';
import { Text, View } from 'remax/one';
import { HOME_PAGE, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { useCustomerService } from '../../features/settings/customerService';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import './ErrorPage.css';

/** Spec section 8: "Error page shows api and message." */
function ErrorPage({ params }: PageProps<'pages/error/index'>) {
  const message = params.message?.trim() || '页面出错了，请稍后再试';
  const api = params.api?.trim();
  const customerService = useCustomerService();

  const back = () => {
    if (navigation.pageDepth() > 1) void navigation.navigateBack();
    else void navigation.reLaunch(pageLink(HOME_PAGE));
  };

  return (
    <Page>
      <View className="error-box" role="alert">
        <View className="error-icon">
          <Text>!</Text>
        </View>
        <Text className="error-title">出错了</Text>
        <Text className="error-message">{message}</Text>
        {api !== undefined && api !== '' && <Text className="error-api">{`接口：${api}`}</Text>}
        <View className="error-actions">
          <Button onTap={back}>返回重试</Button>
          <Button kind="default" onTap={() => void navigation.reLaunch(pageLink(HOME_PAGE))}>
            回到首页
          </Button>
          <Button kind="default" testId="error-customer-service" onTap={() => void customerService.contact()}>
            联系客服
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/error/index', ErrorPage);
