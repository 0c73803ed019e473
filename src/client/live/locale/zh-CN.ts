import type en from './en-US';

export default {
  'live.decidedBy': '已由 {{name}} 处理',
  'live.decidedElsewhere': '已在别处处理',
  'live.newItems': '{{n}} 条新内容',
  'live.takeNew': '领取',
  'live.othersHere': '另有 {{n}} 人在此：{{names}}',
  'live.oneOtherHere': '另有 1 人在此：{{names}}',
  'live.openBy': '{{names}} 也打开了这一条',
  'live.cmd.takeNew': '领取新内容',
} satisfies Record<keyof typeof en, string>;
