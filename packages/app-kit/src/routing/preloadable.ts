import {
  type ComponentType,
  type ReactNode,
  createElement,
  useEffect,
  useReducer,
  useState,
} from 'react';

/**
 * A loader (of a module, say) that keeps its first load's promise: asked again once the module
 * is in, it answers in the same turn, where a new `import()`, even of a module already in,
 * answers only after the tasks queued meanwhile (such as the page's next render). A failed load
 * is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

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
  const preload = loadOnce(() => load().then((component) => (loaded = component)));

  function PreloadableComponent(props: P) {
    const [, showLoaded] = useReducer(() => true, false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    // the fallback was drawn: the code may have arrived since, before this effect ran, and
    // the component is then drawn at once (asking whether it has would leave the fallback up)
    const showsFallback = !loaded;
    useEffect(() => {
      if (!showsFallback) return;
      let mounted = true;
      preload().then(
        () => mounted && showLoaded(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [showsFallback]);
    if (failure) throw failure.error;
    if (!loaded) {
      void preload().catch(() => undefined); // started while rendering; the effect reports failures
      return fallback;
    }
    return createElement(loaded, props);
  }
  return Object.assign(PreloadableComponent, { preload });
}
