import * as React from 'react';
import TestRenderer, { act } from 'react-test-renderer';
import { NicknameSchema, PhoneSchema, SmsCodeSchema } from '@aster/core-domain';
import { z } from 'zod';
import { createRequestKey } from './requestKey';
import { type Form, type FormOptions, createFormController, useForm } from './useForm';

const Schema = z.object({ userName: NicknameSchema, mobile: PhoneSchema, code: SmsCodeSchema });
type Values = z.input<typeof Schema>;
const filled: Values = { userName: ' 张三 ', mobile: '13800138000', code: '123456' };

/** A send the test answers by hand, to see the form while it is under way. */
function pendingSends() {
  const sends: { data: unknown; requestKey: string; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const submit = (data: unknown, attempt: { requestKey: string }) =>
    new Promise<string>((resolve, reject) => sends.push({ data, requestKey: attempt.requestKey, resolve, reject }));
  return { sends, submit };
}

function formWith(options: Partial<FormOptions<typeof Schema, string>> = {}) {
  let renders = 0;
  let keys = 0;
  const { sends, submit } = pendingSends();
  const revealed: { id: string | null; message: string }[] = [];
  const form = createFormController(
    { schema: Schema, options: { initial: filled, submit, ...options } },
    () => {
      renders += 1;
    },
    createRequestKey(() => `key-${(keys += 1)}`),
    (id, message) => revealed.push({ id, message }),
  );
  return { form, sends, renders: () => renders, revealed };
}

describe('the form hook', () => {
  it('shows each field its first core-domain message, and clears a field error when the field changes', async () => {
    const { form, sends } = formWith({ initial: { userName: '🇨🇳', mobile: '123', code: '' } });
    await form.submit();
    expect(sends).toHaveLength(0);
    expect(form.errors).toEqual({ userName: '昵称不能包含表情符号', mobile: '请输入正确的手机号', code: '请输入短信验证码' });
    form.set({ mobile: '13800138000' });
    expect(form.errors).toEqual({ userName: '昵称不能包含表情符号', code: '请输入短信验证码' });
    expect(form.touched).toBe(true);
  });

  it('checks only the named fields for a step such as sending the SMS code', () => {
    const { form } = formWith({ initial: { userName: '', mobile: '123', code: '' } });
    expect(form.check(['mobile'])).toBe(false);
    expect(form.errors).toEqual({ mobile: '请输入正确的手机号' });
    form.set({ mobile: '13800138000' });
    expect(form.check(['mobile'])).toBe(true);
    expect(form.errors).toEqual({});
  });

  it('sends the schema output once: a second tap while sending does nothing', async () => {
    const done: string[] = [];
    const { form, sends, renders } = formWith({ onSuccess: (result) => done.push(result) });
    const first = form.submit();
    const second = form.submit();
    expect(sends).toHaveLength(1);
    expect(sends[0]?.data).toEqual({ userName: '张三', mobile: '13800138000', code: '123456' });
    expect(form.sending).toBe(true);
    sends[0]?.resolve('ok');
    await Promise.all([first, second]);
    expect(form.sending).toBe(false);
    expect(done).toEqual(['ok']);
    expect(renders()).toBeGreaterThan(0);
  });

  it('keeps everything typed on failure and shows the server message, or the fallback', async () => {
    const { form, sends } = formWith({ failureFallback: '保存失败，请稍后再试' });
    form.set({ userName: '李四' });
    const attempt = form.submit();
    sends[0]?.reject({ name: 'ApiError', code: 'USER_NAME_TAKEN', message: '昵称已被使用' });
    await attempt;
    expect(form.failure).toBe('昵称已被使用');
    expect(form.values).toEqual({ ...filled, userName: '李四' });
    expect(form.sending).toBe(false);

    const again = form.submit();
    expect(form.failure).toBeNull();
    sends[1]?.reject(new Error());
    await again;
    expect(form.failure).toBe('保存失败，请稍后再试');
  });

  it('sends a retry of the same values after no answer with the same request key, and changed values with a new one', async () => {
    const { form, sends } = formWith();
    const answer = async (index: number, outcome: 'timeout' | 'refused' | 'ok') => {
      const send = sends[index];
      if (outcome === 'ok') send?.resolve('ok');
      else send?.reject({ code: outcome === 'timeout' ? 'TIMEOUT' : 'SLOT_TAKEN', message: '失败' });
    };
    let attempt = form.submit();
    await answer(0, 'timeout');
    await attempt;
    attempt = form.submit();
    await answer(1, 'timeout');
    await attempt;
    expect(sends[1]?.requestKey).toBe(sends[0]?.requestKey);

    form.set({ code: '654321' });
    attempt = form.submit();
    await answer(2, 'refused');
    await attempt;
    expect(sends[2]?.requestKey).not.toBe(sends[1]?.requestKey);

    // Refused: nothing was made, so even the same values are a new request.
    attempt = form.submit();
    await answer(3, 'ok');
    await attempt;
    expect(sends[3]?.requestKey).not.toBe(sends[2]?.requestKey);
  });

  it('takes loaded values without counting them as typed, and uses the latest options', async () => {
    const { form, sends } = formWith();
    form.reset({ userName: '王五', mobile: '13900139000', code: '1234' });
    expect(form.touched).toBe(false);
    const seen: string[] = [];
    form.configure(Schema, { initial: filled, submit: async (data) => { seen.push(data.userName); return 'ok'; } });
    await form.submit();
    expect(sends).toHaveLength(0);
    expect(seen).toEqual(['王五']);
  });

  it('scrolls to the first wrong field in the order the page shows them and names it', async () => {
    const { form, revealed } = formWith({ initial: { userName: '', mobile: '123', code: '' } });
    // The page shows the phone first, then the code, then the name (not the schema's order).
    form.rendering();
    const phone = form.field('mobile', '联系电话');
    form.field('code', '验证码');
    const name = form.field('userName', '昵称');
    expect(phone.id).not.toBe(name.id);
    await form.submit();
    expect(revealed).toEqual([{ id: phone.id, message: '联系电话：请输入正确的手机号' }]);
    form.set({ mobile: '13800138000', code: '123456' });
    await form.submit();
    // '请输入昵称' names the field already: not said twice.
    expect(revealed[1]).toEqual({ id: name.id, message: '请输入昵称' });
  });

  it('hands on the message of a field the page gave no wrapper (revealField leaves it beside the field), and says nothing for a step check', async () => {
    const { form, revealed } = formWith({ initial: { userName: '张三', mobile: '123', code: '123456' } });
    form.rendering();
    expect(form.check(['mobile'])).toBe(false);
    expect(revealed).toEqual([]);
    await form.submit();
    expect(revealed).toEqual([{ id: null, message: '请输入正确的手机号' }]);
    expect(form.check()).toBe(false);
    expect(revealed).toHaveLength(2);
  });

  it('reveals nothing when the form is right', async () => {
    const { form, revealed, sends } = formWith();
    form.field('mobile');
    void form.submit();
    expect(sends).toHaveLength(1);
    expect(revealed).toEqual([]);
  });

  it('shows messages of a step outside the schema beside the others', () => {
    const { form } = formWith();
    form.show({ errors: { code: '验证码已过期' }, failure: '发送失败' });
    expect(form.errors).toEqual({ code: '验证码已过期' });
    expect(form.failure).toBe('发送失败');
  });
});

describe('useForm in a rendered page', () => {
  const ProfileSchema = z.object({ userName: NicknameSchema });
  type Page = { form: Form<typeof ProfileSchema> };

  /** A page with one form; `suffix` changes the submit between renders, as a page's props or loaded data do. */
  function renderPage(submit: (userName: string) => Promise<string>) {
    const seen: Page = {} as Page;
    function ProfilePage({ suffix }: { suffix: string }) {
      seen.form = useForm(ProfileSchema, {
        initial: { userName: '' },
        submit: ({ userName }) => submit(`${userName}${suffix}`),
        failureFallback: '保存失败，请稍后再试',
      });
      return <>{[seen.form.values.userName, seen.form.errors.userName ?? '', seen.form.failure ?? '', seen.form.sending ? 'sending' : 'idle'].join('|')}</>;
    }
    let renderer!: TestRenderer.ReactTestRenderer;
    act(() => {
      renderer = TestRenderer.create(<ProfilePage suffix="" />);
    });
    return {
      seen,
      text: () => renderer.toJSON(),
      rerender: (suffix: string) => act(() => renderer.update(<ProfilePage suffix={suffix} />)),
    };
  }

  it('renders what the tenant types and the schema messages, and keeps one form for the life of the page', async () => {
    const page = renderPage(async () => 'ok');
    const first = page.seen.form;
    await act(() => page.seen.form.submit());
    expect(page.text()).toBe('|请输入昵称||idle');
    act(() => page.seen.form.set({ userName: '租客🇨🇳' }));
    expect(page.text()).toBe('租客🇨🇳|||idle');
    await act(() => page.seen.form.submit());
    expect(page.text()).toBe('租客🇨🇳|昵称不能包含表情符号||idle');
    expect(page.seen.form).toBe(first);
  });

  it('shows sending while the send is under way, ignores a second tap, and keeps the typed text on failure', async () => {
    const sends: { userName: string; reject: (error: unknown) => void }[] = [];
    const page = renderPage((userName) => new Promise((_resolve, reject) => sends.push({ userName, reject })));
    act(() => page.seen.form.set({ userName: '张三' }));
    let first!: Promise<void>;
    act(() => {
      first = page.seen.form.submit();
      void page.seen.form.submit();
    });
    expect(page.text()).toBe('张三|||sending');
    expect(sends).toHaveLength(1);
    await act(async () => {
      sends[0]?.reject({ code: '-1' });
      await first;
    });
    expect(page.text()).toBe('张三||保存失败，请稍后再试|idle');
  });

  it('sends with the options of the latest render', async () => {
    const sent: string[] = [];
    const page = renderPage(async (userName) => {
      sent.push(userName);
      return 'ok';
    });
    act(() => page.seen.form.set({ userName: '张三' }));
    page.rerender('（新）');
    await act(() => page.seen.form.submit());
    expect(sent).toEqual(['张三（新）']);
  });
});
