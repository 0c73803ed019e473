export default {
  'live.decidedBy': 'Decided by {{name}}',
  'live.decidedElsewhere': 'Decided elsewhere',
  'live.newItems': '{{n}} new items',
  'live.takeNew': 'Take them',
  'live.othersHere': '{{n}} others here: {{names}}',
  'live.oneOtherHere': '1 other here: {{names}}',
  'live.openBy': '{{names}} also has this item open',
  'live.cmd.takeNew': 'Take the new items',
};
