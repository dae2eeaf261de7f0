// What app.tsx needs once main has run, as one chunk: the data layer, a returning user's
// preload and the toast layer (three dynamic imports before, each its own file).
export { createQueryClient, QueryClientProvider } from '../lib/query-client';
export { preloadRestoredSession } from './restored-session-preload';
export { ToastLayer } from './layout/toast-layer';
