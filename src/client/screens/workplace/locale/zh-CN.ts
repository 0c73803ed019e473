import type en from './en-US';

export default {
  'workplace.welcome': '欢迎回来，{{name}}',
  'workplace.actingAs': '当前角色：{{role}}。',
  'workplace.yourScreens': '我的页面',
  'workplace.keyboard': '键盘',
  'workplace.keyboard.palette': '搜索所有页面和命令',
  'workplace.keyboard.goto': '前往页面：先按 g，再按对应字母',
  'workplace.keyboard.sheet': '当前页面的全部快捷键',
  'workplace.todo': '待办',
  'workplace.todo.empty': '暂无待办事项。',
} satisfies Record<keyof typeof en, string>;
