// What the console's modules get for `react` (build.mjs resolves it here). React ships CommonJS,
// and esbuild gives every module that imports a CommonJS package its own copy of the package's
// exports: ~190 modules × ~50 getters, made while the console starts. Here the copy is made once
// and handed on as ES bindings. Only the names the console and its libraries import are listed
// (each costs /login's first load bytes); the build names any one missing ("No matching export").
import React from 'react';

export const {
  Activity,
  Component,
  Fragment,
  Suspense,
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
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} = React;

export default React;
