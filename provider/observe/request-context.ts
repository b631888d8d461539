// The request id of the provider request being handled: the store app and provider share (provider/contracts/request-context.ts).
export { currentRequestId, requestContextStore, withRequestId, type RequestContext } from "../contracts/request-context";
