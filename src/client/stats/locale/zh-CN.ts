import type en from './en-US';

export default {
  'stats.legend': '图例',
  'stats.row': '共 1 行',
  'stats.rows': '共 {{count}} 行',
  'stats.tableRegion': '{{caption}}：数据表',
  'stats.exportCsv': '导出 CSV',
  'stats.error': '数据加载失败。',
  'stats.retry': '重试',
  'stats.timeZone': '日期与时间均按业务时区 {{zone}} 计算。',
  'stats.vsYesterday': '较昨日',
  'stats.vsPreviousDay': '较前一日',
  'stats.partialNote': '虚线、空心点、浅色柱：该时段只有部分日期在所选范围内，数字只含这些天。',
} satisfies Record<keyof typeof en, string>;
