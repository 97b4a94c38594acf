import * as React from 'react';
import { useAppSelector, useGetIdPhotosQuery, useSaveIdPhotosMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { isAuthenticated, pageLink, selectUser } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { PhotoSlot } from '@screens/features/upload/PhotoSlot';
import { usePhotoUploads, type PhotoSlotState } from '@screens/features/upload/usePhotoUploads';
import { failureText } from '@screens/hooks/failureText';
import { clientPlatform } from '@screens/platform/clientPlatform';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import '@screens/features/identity/identity.css';

const SIDES = ['id_front', 'id_back'] as const;
const SIDE_TEXT = {
  id_front: { label: '身份证人像面', hint: '拍摄人像面：四角完整、文字清晰、无反光' },
  id_back: { label: '身份证国徽面', hint: '拍摄国徽面：有效期清晰可见' },
} as const;

/**
 * A photo on file as an <image> src. The mini-programs send a page's nodes through setData (256 KB a call): a large
 * photo is then shown as 已上传 without its picture, rather than breaking the page.
 */
function previewOf(dataUrl: string): string {
  return clientPlatform !== 'h5' && dataUrl.length > MINI_PREVIEW_MAX_CHARS ? '' : dataUrl;
}
const MINI_PREVIEW_MAX_CHARS = 150_000;

/**
 * The ID card's two sides (after the real name): camera or album, shrunk and uploaded each on its own with its
 * progress, then saved together. Photos on file show as they were.
 */
function UserIdImgPage() {
  const user = useAppSelector(selectUser);
  const verified = isAuthenticated(user);
  const onFile = useGetIdPhotosQuery(undefined, { skip: !verified });
  const [save, saving] = useSaveIdPhotosMutation();
  const [failure, setFailure] = React.useState<string | null>(null);
  const initial: Partial<Record<(typeof SIDES)[number], PhotoSlotState>> = {};
  if (onFile.data?.front) initial.id_front = { status: 'done', preview: previewOf(onFile.data.front.dataUrl), uploadId: onFile.data.front.id };
  if (onFile.data?.back) initial.id_back = { status: 'done', preview: previewOf(onFile.data.back.dataUrl), uploadId: onFile.data.back.id };
  const uploads = usePhotoUploads(SIDES, initial);

  if (!verified) {
    return (
      <Page>
        <View className="id-panel">
          <Text className="id-panel-title">请先完成实名认证</Text>
          <Text className="id-panel-text">证件照片与实名认证的证件对应，完成实名认证后即可上传。</Text>
        </View>
        <View className="id-actions">
          <Button testId="idimg-go-auth" onTap={() => void navigation.redirectTo(pageLink('pages/user/user_authentication/index'))}>
            去实名认证
          </Button>
        </View>
      </Page>
    );
  }

  const front = uploads.slots.id_front;
  const back = uploads.slots.id_back;
  const ready = front.status === 'done' && back.status === 'done';
  const onSave = async () => {
    if (front.status !== 'done' || back.status !== 'done') {
      setFailure('请先上传身份证人像面和国徽面');
      return;
    }
    setFailure(null);
    try {
      await save({ frontId: front.uploadId, backId: back.uploadId }).unwrap();
      ui.toast('证件照片已保存', 'success');
    } catch (error) {
      setFailure(failureText(error) ?? '保存失败，请重试');
    }
  };

  return (
    <Page>
      <View className="id-panel">
        {SIDES.map((side) => (
          <PhotoSlot
            key={side}
            label={SIDE_TEXT[side].label}
            hint={SIDE_TEXT[side].hint}
            state={uploads.slots[side]}
            testId={`idimg-${side}`}
            onChoose={(source) => void uploads.choose(side, source)}
            onRetry={() => void uploads.retry(side)}
          />
        ))}
        <Text className="id-panel-text">照片仅用于核验身份，只有您本人可以查看。</Text>
        {failure !== null && <FieldError>{failure}</FieldError>}
      </View>
      <View className="id-actions">
        <Button disabled={!ready || uploads.busy || saving.isLoading} testId="idimg-save" onTap={() => void onSave()}>
          {saving.isLoading ? '保存中…' : '保存证件照片'}
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/user/user-idimg/index', UserIdImgPage);
