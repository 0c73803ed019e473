export default {
  'stats.legend': 'Legend',
  'stats.row': '1 row',
  'stats.rows': '{{count}} rows',
  'stats.tableRegion': '{{caption}}: the figures as a table',
  'stats.exportCsv': 'Export CSV',
  'stats.error': 'These figures could not be loaded.',
  'stats.retry': 'Try again',
  'stats.timeZone': 'Days and times are in the business time zone, {{zone}}.',
  'stats.vsYesterday': 'vs. yesterday',
  'stats.vsPreviousDay': 'vs. the day before',
  'stats.partialNote':
    'Dashed line, hollow point, pale bar: a period only partly inside the dates chosen, so its figures cover fewer days.',
};
