// The screens whose loads after login the page and Lighthouse benches measure (#20).
export const MEASURED_SCREENS = {
  workplace: '/dashboard/workplace',
  'moment-list': '/audit-center/moment-list',
  'order-list': '/order-center/order-list',
  'paid-stats': '/stats-center/paid-stats',
};
