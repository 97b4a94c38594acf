import type { ActivityDetail } from '@aster/core-domain';

/** An open activity as the server answers it (screen tests). */
export function activityDetail(over: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    id: '3001',
    title: '周末亲子烘焙课',
    coverUrl: 'http://127.0.0.1:8080/static/activities/3001.svg',
    startAt: Date.UTC(2026, 11, 5, 6),
    endAt: Date.UTC(2026, 11, 5, 8),
    place: 'Aster寓·徐汇滨江店 3楼公共厨房',
    capacity: 30,
    placesLeft: 24,
    signUpDeadline: Date.UTC(2026, 11, 4, 10),
    status: 1,
    descriptionHtml: '<p>一起做曲奇</p>',
    maxParticipants: 4,
    signUpState: 'open',
    mySignUp: null,
    ...over,
  };
}
