import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { Button } from '@screens/ui/Button';
import type { PhotoSource } from '@screens/platform/photoTypes';
import type { PhotoSlotState } from './usePhotoUploads';
import './upload.css';

export interface PhotoSlotProps {
  label: string;
  /** What a good photo of this place shows (the side of the card, all four corners...). */
  hint: string;
  state: PhotoSlotState;
  onChoose: (source: PhotoSource) => void;
  onRetry: () => void;
  testId: string;
}

const STATUS_TEXT = { empty: '未上传', compressing: '正在处理照片…', done: '已上传' } as const;

/** One photo place: the picture or a frame, its progress or its failure with a retry, and camera / album buttons. */
export function PhotoSlot({ label, hint, state, onChoose, onRetry, testId }: PhotoSlotProps) {
  const working = state.status === 'compressing' || state.status === 'uploading';
  const preview = state.status === 'empty' ? '' : state.preview;
  return (
    <View className="up-slot" data-testid={testId} data-status={state.status}>
      <View className="up-slot-head">
        <Text className="up-slot-label">{label}</Text>
        <Text className={`up-slot-status up-slot-status--${state.status}`} data-testid={`${testId}-status`}>
          {state.status === 'uploading' ? `上传中 ${state.progress}%` : state.status === 'failed' ? '上传失败' : STATUS_TEXT[state.status]}
        </Text>
      </View>
      <View className="up-slot-frame">
        {preview !== '' ? <Image className="up-slot-image" src={preview} mode="aspectFit" aria-label={label} /> : <Text className="up-slot-hint">{hint}</Text>}
        {state.status === 'uploading' ? (
          <View className="up-progress" role="progressbar" aria-valuenow={state.progress} aria-valuemin={0} aria-valuemax={100} aria-label={`${label}上传进度`}>
            <View className="up-progress-bar" style={{ width: `${state.progress}%` }} />
          </View>
        ) : null}
      </View>
      {state.status === 'failed' ? (
        <View className="up-slot-failed" role="alert">
          <Text className="up-slot-message" data-testid={`${testId}-error`}>
            {state.message}
          </Text>
          {preview !== '' ? (
            <Button kind="default" size="small" testId={`${testId}-retry`} onTap={onRetry}>
              重新上传
            </Button>
          ) : null}
        </View>
      ) : null}
      <View className="up-slot-actions">
        <Button kind="default" size="small" disabled={working} testId={`${testId}-camera`} onTap={() => onChoose('camera')}>
          拍照
        </Button>
        <Button kind="default" size="small" disabled={working} testId={`${testId}-album`} onTap={() => onChoose('album')}>
          {state.status === 'empty' ? '从相册选择' : '重新选择'}
        </Button>
      </View>
    </View>
  );
}
