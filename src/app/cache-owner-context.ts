import { createContext, useContext } from 'react';

/** The signed-in user's id whose offline data this page reads and writes (null: none). Set by QueryProvider. */
export const CacheOwnerContext = createContext<string | null>(null);

export function useCacheOwnerId(): string | null {
  return useContext(CacheOwnerContext);
}
