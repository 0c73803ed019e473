import type en from './en-US';

export default {
  'userSetting.password.title': '修改密码',
  'userSetting.password.current': '当前密码',
  'userSetting.password.new': '新密码',
  'userSetting.password.confirm': '再次输入新密码',
  'userSetting.password.rules': '至少 {{min}} 个字符；不能是常见密码，也不能包含用户名。',
  'userSetting.password.submit': '修改密码',
  'userSetting.password.saving': '正在修改…',
  'userSetting.password.required': '请填写此项',
  'userSetting.password.tooShort': '至少需要 {{min}} 个字符',
  'userSetting.password.mismatch': '两次输入的新密码不一致',
  'userSetting.password.done': '密码已修改，您在其他设备上的登录已失效。',
  'userSetting.profile.title': '个人资料',
  'userSetting.profile.unavailable': '此版本暂不支持编辑个人资料；如需修改，请联系管理员。',
} satisfies Record<keyof typeof en, string>;
