import {
  type ComponentType,
  type ReactNode,
  createElement,
  useEffect,
  useReducer,
  useState,
} from 'react';

/** A component whose code loads on demand, and which can be asked to load ahead. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading (once; again after a failure) and resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code loads on demand, like `React.lazy`, but without suspending: until the
 * code is in it shows `fallback`, then renders the component in an ordinary update; once
 * preloaded it renders at once. A Suspense boundary would hold back what it reveals until
 * 300 ms after its fallback appeared, so a screen whose code and rows had both arrived would
 * still wait. A failed load is thrown to the nearest error boundary.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function PreloadableComponent(props: P) {
    const [, showLoaded] = useReducer(() => true, false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      preload().then(
        () => mounted && showLoaded(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (failure) throw failure.error;
    if (!loaded) {
      void preload().catch(() => undefined); // started while rendering; the effect reports failures
      return fallback;
    }
    return createElement(loaded, props);
  }
  return Object.assign(PreloadableComponent, { preload });
}
