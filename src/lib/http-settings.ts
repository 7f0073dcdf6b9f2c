type TokenGetter = () => Promise<string | null>;

export interface HttpSettings {
  baseUrl: string;
  getToken: TokenGetter;
  /** A token known without waiting (the identity's memo), or null to ask getToken. */
  peekToken: () => string | null;
}

/** Read by lib/http at each request; a module of its own so that the boot can set it without the client's code. */
export const httpSettings: HttpSettings = { baseUrl: '', getToken: async () => null, peekToken: () => null };

/** Wired once at start by main.tsx: lib stays free of app and identity imports. */
export function configureHttp(next: Partial<HttpSettings>): void {
  Object.assign(httpSettings, next);
}
