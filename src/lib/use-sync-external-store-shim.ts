// React 19 has useSyncExternalStore; the npm shim wouter imports only falls back to it (vite.config.ts aliases it here).
export { useSyncExternalStore } from 'react';
