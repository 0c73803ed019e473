// What compiled JSX gets for `react/jsx-runtime` (build.mjs resolves it here), for the reason in
// react.ts: one copy of the CommonJS runtime's exports instead of one per module.
import * as runtime from 'react/jsx-runtime';

export const { Fragment, jsx, jsxs } = runtime;
