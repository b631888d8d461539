// Where the e2e suite finds the site. It browses http://127.0.0.1:PORT while the server's configured address (APP_URL)
// is http://localhost:PORT, so every write, sign-in and redirect is tried on an address other than the configured one,
// as a visitor on a LAN address or a second host name uses it (issue 20). Canonical URLs still name APP_URL.
export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const APP_URL = `http://localhost:${E2E_PORT}`;
/** The server's data directory (a fresh embedded database for each new one). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || ".data/e2e";
/** Where the server records each provider call with the page render it served (lib/provider/render-calls.ts). */
export const PROVIDER_CALL_LOG = `${E2E_DATA_DIR}/provider-calls.jsonl`;
