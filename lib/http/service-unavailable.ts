/**
 * Thrown by page guards when the provider cannot say who the visitor is (an outage): the page reads "temporarily
 * unavailable" instead of sending a signed-in visitor to login. The digest survives into the error boundary in
 * production (Next keeps a digest the error already has), which is how app/[locale]/error.tsx recognises it.
 */
export const SERVICE_UNAVAILABLE_DIGEST = "SERVICE_UNAVAILABLE";

export class ServiceUnavailableError extends Error {
  readonly digest = SERVICE_UNAVAILABLE_DIGEST;
  constructor() {
    super("The provider is temporarily unavailable");
  }
}

export function isServiceUnavailable(error: { digest?: string } | null | undefined): boolean {
  return error?.digest === SERVICE_UNAVAILABLE_DIGEST;
}
