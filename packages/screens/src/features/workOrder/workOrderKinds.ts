import { chinaIso, pageLink, type WorkOrderKind, type WorkOrderStatus } from '@aster/core-domain';
import type { TagTone } from '@screens/features/booking/bookingParts';

/** Each kind's pages and words: the list, add and detail pieces are the same for the three kinds. */
export const WORK_ORDER_PAGES = {
  repair: {
    add: () => pageLink('pages/service/pages/repair/add'),
    detail: (id: string) => pageLink('pages/service/pages/repair/detail', { id }),
    addTitle: '我要报修',
    empty: '暂无报修记录',
    what: '问题描述',
    placeholder: '请描述一下哪里坏了，方便师傅带好工具',
  },
  clean: {
    add: () => pageLink('pages/service/pages/clean/add'),
    detail: (id: string) => pageLink('pages/service/pages/clean/detail', { id }),
    addTitle: '预约保洁',
    empty: '暂无保洁记录',
    what: '保洁要求',
    placeholder: '请说明需要打扫的区域和要求',
  },
  complaint: {
    add: () => pageLink('pages/service/pages/complaint/add'),
    detail: (id: string) => pageLink('pages/service/pages/complaint/detail', { id }),
    addTitle: '我要投诉',
    empty: '暂无投诉记录',
    what: '投诉内容',
    placeholder: '请描述发生了什么，我们会尽快处理',
  },
} as const satisfies Record<WorkOrderKind, { add: () => string; detail: (id: string) => string; addTitle: string; empty: string; what: string; placeholder: string }>;

export const detailLink = (kind: WorkOrderKind, id: string) => WORK_ORDER_PAGES[kind].detail(id);

export const STATUS_TONE: Readonly<Record<WorkOrderStatus, TagTone>> = {
  submitted: 'warn',
  accepted: 'active',
  assigned: 'active',
  visiting: 'active',
  done: 'warn',
  rated: 'done',
  cancelled: 'off',
};

/** An instant as the tenant reads it, in China time: 11-25 09:00. */
export function timeText(epochMs: number): string {
  return chinaIso(epochMs).slice(5, 16).replace('T', ' ');
}
