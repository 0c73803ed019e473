import type en from './en-US';

export default {
  'userInfo.title': '我的资料',
  'userInfo.username': '用户名',
  'userInfo.name': '姓名',
  'userInfo.activeRole': '当前角色',
  'userInfo.roles': '拥有的角色',
  'userInfo.job': '职位',
  'userInfo.organization': '部门',
  'userInfo.location': '所在地',
  'userInfo.email': '邮箱',
  'userInfo.phone': '手机',
  'userInfo.registrationDate': '注册时间',
  'userInfo.accountId': '账号 ID',
  'userInfo.certification': '实名认证',
  'userInfo.certified': '已认证',
  'userInfo.notCertified': '未认证',
  'userInfo.introduction': '个人简介',
  'userInfo.website': '个人网站',
  'userInfo.edit': '前往用户设置',
} satisfies Record<keyof typeof en, string>;
