import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
import { initialUpdateNoticeState, updateNoticeReducer } from './update-notice-state';

const SERVICE_WORKER_URL = '/sw.js';
const CHECK_INTERVAL_MS = 60 * 60 * 1000;
const MIN_CHECK_GAP_MS = 60 * 1000;

/**
 * Names the app's chunks loaded so far to the active worker, which keeps them for offline use
 * (decision 239): those of the first visit were loaded before any worker could see them.
 */
function postLoadedAssets(worker: ServiceWorker | null | undefined): void {
  if (!worker) return;
  const assetsPrefix = `${location.origin}/assets/`;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(assetsPrefix));
  if (urls.length > 0) worker.postMessage({ type: 'CACHE_LOADED_ASSETS', urls });
}

/**
 * Registers the service worker (built client only) and drives the update notice: checks for a new
 * version on route changes (at most once a minute) and hourly; reloads when the new worker takes
 * control (spec 2, "A reload occurs on controller change").
 */
export function useServiceWorkerUpdate() {
  const [state, dispatch] = useReducer(updateNoticeReducer, initialUpdateNoticeState);
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const lastCheck = useRef(0);
  const { pathname } = useLocation();
  const isSupported = import.meta.env.PROD && 'serviceWorker' in navigator;

  useEffect(() => {
    if (!isSupported) return;
    const container = navigator.serviceWorker;
    // A first install takes no control of this page; only an update of a controlling worker reloads.
    const hadController = container.controller !== null;
    let isReloading = false;
    const handleControllerChange = () => {
      if (!hadController || isReloading) return;
      isReloading = true;
      location.reload();
    };
    container.addEventListener('controllerchange', handleControllerChange);

    const watchInstalling = (worker: ServiceWorker | null) => {
      if (!worker || container.controller === null) return;
      dispatch({ type: 'found' });
      const handleStateChange = () => {
        if (worker.state === 'installed') dispatch({ type: 'installed', now: Date.now() });
      };
      worker.addEventListener('statechange', handleStateChange);
      handleStateChange();
    };

    let interval: ReturnType<typeof setInterval> | undefined;
    container
      .register(SERVICE_WORKER_URL, { updateViaCache: 'none' })
      .then((found) => {
        registration.current = found;
        if (found.waiting && container.controller) dispatch({ type: 'installed', now: Date.now() });
        watchInstalling(found.installing);
        found.addEventListener('updatefound', () => watchInstalling(found.installing));
        interval = setInterval(() => void found.update().catch(() => undefined), CHECK_INTERVAL_MS);
        return container.ready;
      })
      .then((ready) => postLoadedAssets(ready.active))
      .catch((error: unknown) => console.warn('Service worker registration failed', error));

    return () => {
      container.removeEventListener('controllerchange', handleControllerChange);
      if (interval) clearInterval(interval);
    };
  }, [isSupported]);

  useEffect(() => {
    const found = registration.current;
    postLoadedAssets(found?.active);
    if (!found || Date.now() - lastCheck.current < MIN_CHECK_GAP_MS) return;
    lastCheck.current = Date.now();
    void found.update().catch(() => undefined);
  }, [pathname]);

  // The forced reload (20 s after the update became available) and the countdown.
  useEffect(() => {
    if (state.phase !== 'available') return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== 'reloading') return;
    const waiting = registration.current?.waiting;
    // The new worker takes control; controllerchange then reloads. Without one, reload directly.
    if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
    else location.reload();
  }, [state.phase]);

  const reload = useCallback(() => dispatch({ type: 'reload' }), []);
  const postpone = useCallback(() => dispatch({ type: 'postpone' }), []);
  return { state, reload, postpone };
}
