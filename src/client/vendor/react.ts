// What the console's modules get for `react` (build.mjs resolves it here). React ships CommonJS,
// and esbuild gives every module that imports a CommonJS package its own copy of the package's
// exports: ~190 modules × ~50 getters, made while the console starts. Here the copy is made once
// and handed on as ES bindings. Names that neither the console nor a library it bundles reads are
// left out (each costs /login's first load bytes). Libraries also read React through namespace
// imports (`React.x`), which the build does not check: before dropping a name, search the bundled
// packages' sources for it.
import React from 'react';

export const {
  Activity,
  Children,
  Component,
  Fragment,
  StrictMode,
  Suspense,
  act,
  cache,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  use,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} = React;

export default React;
