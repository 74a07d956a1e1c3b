/**
 * What Mantine's components import as `@mantine/hooks` (vite.config.ts, `mantineHooks`): the package as it is,
 * but `useReducedMotion` reads the media query at the first render rather than in an effect after it. Every
 * Transition (menus, popovers, drawers, tooltips, notifications) calls it, and the package's default set
 * each one's state again right after it mounted: a second, synchronous render of all of them inside the
 * app's first commit (issue 21, phones; decision 0056).
 */
import { useMediaQuery, type UseMediaQueryOptions } from '@mantine/hooks';

export * from '@mantine/hooks';

export const useReducedMotion = (initialValue?: boolean, options?: UseMediaQueryOptions): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)', initialValue, options ?? { getInitialValueInEffect: false });
