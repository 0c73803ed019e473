import type en from './en-US';

export default {
  'app.name': 'Backoffice',
  'app.tagline': '内容审核与运营后台',
  'footer.text': 'Backoffice 员工后台',
  'footer.keys': '按 ? 查看快捷键，Ctrl K 打开命令面板',
  'common.ok': '确定',
  'common.cancel': '取消',
  'common.back': '返回',
  'common.close': '关闭',
  'common.none': '—',
  'common.yes': '是',
  'common.no': '否',
  'language.zh-CN': '简体中文',
  'language.en-US': 'English',
  'theme.light': '亮色主题',
  'theme.dark': '暗色主题',
  'toast.dismiss': '关闭',
  'toast.region': '通知',
  'progress.label': '页面加载中',
} satisfies Record<keyof typeof en, string>;
