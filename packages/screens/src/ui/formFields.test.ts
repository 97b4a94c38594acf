import { shownUi } from '@screens/platform/ui';
import { fieldMessage, revealField } from './formFields';
import { scrolledFields } from './fieldScroll';

describe('revealField', () => {
  it('scrolls to a named field and says its message where the tenant looks', () => {
    revealField('af1-contactPhone', '联系电话：请输入正确的手机号');
    expect(scrolledFields.at(-1)).toBe('af1-contactPhone');
    expect(shownUi.at(-1)).toEqual({ kind: 'toast', text: '联系电话：请输入正确的手机号' });
  });

  it('leaves the message beside the field when the page named none of its fields', () => {
    const shown = shownUi.length;
    const scrolled = scrolledFields.length;
    revealField(null, '请输入正确的手机号');
    expect(shownUi).toHaveLength(shown);
    expect(scrolledFields).toHaveLength(scrolled);
  });

  it('names the field unless the message says it already', () => {
    expect(fieldMessage('税号', '请填写统一社会信用代码')).toBe('税号：请填写统一社会信用代码');
    expect(fieldMessage('联系人', '请输入联系人姓名')).toBe('请输入联系人姓名');
    expect(fieldMessage(undefined, '请选择问题类型')).toBe('请选择问题类型');
  });
});
