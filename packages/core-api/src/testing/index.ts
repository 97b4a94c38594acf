// Fakes of the ports for tests of code built on core-api: `import { FakeClock } from '@aster/core-api/testing'`.
// Kept out of the main entry so they never reach an app bundle.
export { FakeClock, flushPromises } from './fakeClock';
export { FakeTransport, businessErrorAnswer, deferredAnswer, okAnswer } from './fakeTransport';
export type { FakeReply } from './fakeTransport';
export { FakeLogin, FakeNavigator, FakeUi } from './fakePorts';
export type { UiEvent } from './fakePorts';
