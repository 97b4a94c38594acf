import { AbortController, AbortSignal } from './abortController';

describe('the mini-program AbortController', () => {
  it('aborts once, with the reason, and tells each listener', () => {
    const controller = new AbortController();
    const heard: string[] = [];
    controller.signal.addEventListener('abort', () => heard.push('always'));
    controller.signal.addEventListener('abort', () => heard.push('once'), { once: true });
    controller.signal.onabort = () => heard.push('onabort');
    expect(controller.signal.aborted).toBe(false);
    controller.abort('cancelled');
    controller.abort('again');
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe('cancelled');
    expect(heard).toEqual(['onabort', 'always', 'once']);
  });

  it('gives an AbortError when aborted without a reason, and throwIfAborted throws it', () => {
    const controller = new AbortController();
    expect(() => controller.signal.throwIfAborted()).not.toThrow();
    controller.abort();
    expect(() => controller.signal.throwIfAborted()).toThrow('This operation was aborted');
    expect((controller.signal.reason as Error).name).toBe('AbortError');
  });

  it('stops telling a removed listener', () => {
    const controller = new AbortController();
    const listener = jest.fn();
    controller.signal.addEventListener('abort', listener);
    controller.signal.removeEventListener('abort', listener);
    controller.abort();
    expect(listener).not.toHaveBeenCalled();
  });

  it('makes an already-aborted signal with AbortSignal.abort', () => {
    const signal = AbortSignal.abort('gone');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('gone');
  });
});
