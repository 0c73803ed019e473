import type en from './en-US';

export default {
  'secondReviewLeads.share': '二次复核：抽样比例',
  'secondReviewLeads.sharePercent': '每位审核员决定的抽样比例（%）',
  'secondReviewLeads.shareError': '0 到 100 之间的百分比，最多两位小数',
  'secondReviewLeads.shareSetBy': '由 {{by}} 于 {{at}} 设置',
  'secondReviewLeads.shareDefault': '初始比例',
  'secondReviewLeads.shareSaved': '比例已保存，从下一个决定起生效',
  'secondReviewLeads.save': '保存',
  'secondReviewLeads.empty': '没有等待组长处理的分歧。',
  'secondReviewLeads.decided': '原决定',
  'secondReviewLeads.reviewed': '复核人',
  'secondReviewLeads.note': '备注',
  'secondReviewLeads.leadLabel': '你对 {{item}} 的决定',
  'secondReviewLeads.apply': '执行决定',
  'secondReviewLeads.applied': '已执行：{{item}}',
  'secondReviewLeads.fine': '正常',
  'secondReviewLeads.noCode': '无理由代码',
  'secondReviewLeads.pages': '第 {{page}} / {{pages}} 页（共 {{total}} 条）',
  'secondReviewLeads.previous': '上一页',
  'secondReviewLeads.next': '下一页',
} satisfies Record<keyof typeof en, string>;
