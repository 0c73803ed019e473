import type en from './en-US';

export default {
  'exception.403.title': '无权访问',
  'exception.403.description': '对不起，您没有访问该资源的权限',
  'exception.403.view': '此链接打开的是一个已存视图，它所属的列表你当前的角色无权打开。',
  'exception.500.title': '服务器错误',
  'exception.500.description': '抱歉，服务器出错了',
  'exception.panel.title': '页面的这一部分出错了',
  'exception.panel.description': '显示时出现了问题，控制台的其他部分仍可正常使用。',
  'exception.panel.retry': '重试',
} satisfies Record<keyof typeof en, string>;
