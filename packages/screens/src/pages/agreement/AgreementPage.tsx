import * as React from 'react';
import { Text, View } from 'remax/one';
import { SettingType, useGetSettingsByTypeQuery } from '@aster/core-api';
import { definePage, type PageProps } from '@screens/app/definePage';
import { settingText } from '@screens/features/settings/settingOptions';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import '../../features/settings/settings.css';

const AGREEMENTS = {
  user: { type: SettingType.userAgreement, title: '用户协议' },
  privacy: { type: SettingType.privacyPolicy, title: '隐私政策' },
} as const;

/**
 * 《用户协议》 or 《隐私政策》 as the operator configures it (settings/list-by-type), opened from the login pages'
 * links. Shown as plain text (never as markup).
 */
function AgreementPage({ params }: PageProps<'pages/agreement/index'>) {
  const agreement = AGREEMENTS[params.kind];
  const settings = useGetSettingsByTypeQuery({ typeList: [agreement.type] });
  const text = settingText(settings.data, agreement.type);

  return (
    <Page>
      <View className="st-agreement" data-testid="agreement">
        <Text className="st-agreement-title">{`《${agreement.title}》`}</Text>
        {text !== null ? (
          <Text className="st-agreement-text" data-testid="agreement-text">
            {text}
          </Text>
        ) : settings.isError ? (
          <StateView status="error" text={`${agreement.title}加载失败`} onRetry={() => void settings.refetch()} />
        ) : settings.isLoading || settings.isFetching ? (
          <StateView status="loading" />
        ) : (
          <StateView status="empty" text={`暂未配置${agreement.title}`} />
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/agreement/index', AgreementPage);
