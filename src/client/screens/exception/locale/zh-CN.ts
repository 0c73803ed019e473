import type en from './en-US';

export default {
  'exception.404.title': '页面不存在',
  'exception.404.description': '抱歉，您访问的页面不存在',
  'exception.404.view': '此链接打开的是一个已存视图，它所属的列表你当前的角色无权打开。',
  'exception.back': '返回工作台',
  'exception.toLogin': '前往登录',
} satisfies Record<keyof typeof en, string>;
