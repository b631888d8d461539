import "server-only";
// The request id of the app request being handled: the store app and provider share (provider/contracts/request-context.ts).
export { currentRequestId, requestContextStore, withRequestId, type RequestContext } from "@/provider/contracts/request-context";
