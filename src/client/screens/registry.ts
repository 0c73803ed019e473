import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Route name → screen, each its own lazy chunk. A screen module default-exports its component;
 * adding one is one line here. A route of src/contract/routes.ts without an entry shows the
 * "not available in this build" page, never made-up data.
 */
export const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  Workplace: lazy(() => import('./workplace/workplace-screen')),
  UserInfo: lazy(() => import('./user-info/user-info-screen')),
  UserSetting: lazy(() => import('./user-setting/user-setting-screen')),
  PaidStats: lazy(() => import('./paid-stats/paid-stats-screen')),
  RegistrationStats: lazy(() => import('./registration-stats/registration-stats-screen')),
};
