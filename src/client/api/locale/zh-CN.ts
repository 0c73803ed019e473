import type en from './en-US';

export default {
  'request.error': '请求错误',
  'request.failed': '错误',
  'request.httpStatus': '请求错误（HTTP {{status}}）',
  'request.code.401': '您尚未登录',
  'request.code.60001': '登录已过期，请重新登录',
  'request.code.40300': '当前角色无权执行此操作',
  'request.code.42900': '尝试次数过多，请 {{seconds}} 秒后重试',
  'request.code.50000': '服务器错误，详情见服务端日志',
  'menuNotice.loading': '正在加载菜单…',
  'menuNotice.success': '菜单加载成功',
  'menuNotice.error': '菜单加载失败',
} satisfies Record<keyof typeof en, string>;
