export type HeaderPair = { key: string; value: string };
export type SecurityHeaderOptions = {
  /** Whether the answer goes out over https; defaults to whether APP_URL is https. */
  https?: boolean;
  /** Extra headers (the Content-Security-Policy), added after the defaults and replacing one of the same name. */
  extra?: HeaderPair[];
};
export declare const HSTS: string;
export declare const CONTENT_SECURITY_POLICY: string;
export declare function isHttpsAppUrl(appUrl?: string): boolean;
export declare function securityHeaders(options?: SecurityHeaderOptions): HeaderPair[];
export declare function withSecurityHeaders<T extends Response>(response: T, options?: SecurityHeaderOptions): T;
