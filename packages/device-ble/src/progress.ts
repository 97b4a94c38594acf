// What the screens show while a flow runs. Radio stages come from the queue, the rest from the flows.

import { type BleError } from './errors';

export const PROGRESS_STAGES = [
  'scanning',
  'connecting',
  'sending',
  'waiting-for-device',
  'reporting',
  'done',
  'failed',
] as const;

export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export interface ProgressEvent {
  readonly stage: ProgressStage;
  /** 1 for the first try of a command, 2+ while retrying. */
  readonly attempt?: number;
  /** True while an unfinished recharge from an earlier visit is being finished first. */
  readonly resuming?: boolean;
  readonly error?: BleError;
}

export type ProgressListener = (event: ProgressEvent) => void;

export const PROGRESS_LABELS: Readonly<Record<ProgressStage, string>> = {
  scanning: '正在搜索设备',
  connecting: '正在连接设备',
  sending: '正在发送指令',
  'waiting-for-device': '等待设备响应',
  reporting: '正在同步结果',
  done: '操作成功',
  failed: '操作失败',
};
