import type en from './en-US';

export default {
  'unavailable.title': '此版本暂未提供',
  'unavailable.description': '“{{name}}”在此版本中尚不可用。菜单入口和访问权限已就绪，页面本身将在后续版本中提供。',
} satisfies Record<keyof typeof en, string>;
