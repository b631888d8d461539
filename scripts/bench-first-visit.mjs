// npm run bench:first-visit — issue 22 point 14: is the first visit after a restart as fast as the tenth? On the
// embedded defaults and a production build: start once (the database is made and seeded, two accounts sign in and a
// paid flight reservation is booked), stop, start again, wait until /api/health says ready (what a load balancer
// waits for), then open each page type ten times in a row and print the first and the tenth time (the whole answer,
// body included) and their ratio. Figures, not a test: it exits 0 whatever they are. Run it on a quiet machine
// (`flock /tmp/heavy.lock npm run bench:first-visit`); BENCH_FIRST_VISIT_DATA_DIR keeps the data folder elsewhere.
import { rmSync } from "node:fs";
import { ensureAppBuild } from "./bench/app-build.mjs";
import { appEnv, table } from "./bench/first-load-run.mjs";
import { freePort } from "./bench/ports.mjs";
import { startServer } from "./bench/server.mjs";
import { ACCOUNTS, call, signIn } from "./bench/session.mjs";

const VISITS = 10;
const DATA_DIR = process.env.BENCH_FIRST_VISIT_DATA_DIR || ".data/bench/first-visit";
const day = (ahead) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);

/**
 * A paid flight reservation of the traveller, booked and paid through the BFF on the first start (the demo seed gives
 * the demo traveller none), so All Reservations lists something and the paid reservation page exists.
 */
async function paidFlightPage(baseUrl, jar) {
  const search = await (await call(baseUrl, jar, `/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${day(12)}&adults=1&cabin=economy`)).json();
  const flight = search.outbound.flights.find((f) => f.status === "scheduled" && (f.seatsLeft === null || f.seatsLeft > 1));
  if (!flight) throw new Error("[bench] no RUH→JED flight 12 days ahead");
  const details = await (await call(baseUrl, jar, `/api/flight-backend/api/Flights/${flight.id}`)).json();
  const json = { "content-type": "application/json", origin: baseUrl };
  const traveler = {
    gender: "Mrs",
    fullName: "Sara Ahmed",
    email: ACCOUNTS.traveler.email,
    phone: "+966500000002",
    passportNumber: `P${Date.now().toString(36).toUpperCase()}`,
    dateOfBirth: "1988-04-12",
    type: "adult",
    luggage: [],
    seatId: null,
  };
  const body = JSON.stringify({ flightId: flight.id, fareClass: "economy", ticketId: details.tickets[0].id, travelers: [traveler] });
  const created = await call(baseUrl, jar, "/api/flight-backend/api/Reservations", { method: "POST", headers: json, body });
  if (created.status !== 201) throw new Error(`[bench] booking refused: ${created.status} ${await created.text()}`);
  const { id } = await created.json();
  const card = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Sara Ahmed" };
  const paid = await call(baseUrl, jar, `/api/flight-backend/api/Reservations/${id}/Pay`, {
    method: "POST",
    headers: { ...json, "idempotency-key": `bench-${id}` },
    body: JSON.stringify(card),
  });
  if (!paid.ok) throw new Error(`[bench] payment refused: ${paid.status} ${await paid.text()}`);
  return `/en/flight/${flight.id}/booking/reservation/${id}`;
}

function pageTypes(flightPage) {
  const stay = `checkIn=${day(40)}&checkOut=${day(42)}&guests=2`;
  return [
    { label: "home (ar)", path: "/" },
    { label: "offers search (en)", path: "/en/offers/search" },
    { label: "offer (en)", path: "/en/offer/1" },
    { label: "flight results (en)", path: `/en/flight-search?from=RUH&to=JED&date=${day(10)}&adults=1&children=0&infants=0&cabin=economy` },
    { label: "hotel results (ar)", path: `/search?category=hotel&city=jeddah&${stay}` },
    { label: "hotel (en)", path: `/en/hotel/8?${stay}` },
    { label: "chalet results (en)", path: `/en/search?category=chalet&city=riyadh&${stay}` },
    { label: "taxi results (en)", path: `/en/search/airport-taxi?airport=JED&area=corniche&date=${day(10)}&time=10:00&passengers=2&bags=1` },
    { label: "help (en)", path: "/en/help" },
    { label: "all reservations (traveller)", path: "/en/all-reservations", as: "traveler" },
    { label: "paid flight reservation", path: flightPage, as: "traveler" },
    { label: "admin dashboard", path: "/en/admin/dashboard", as: "admin" },
    { label: "admin airport add", path: "/en/admin/dashboard/airports/add", as: "admin" },
    { label: "admin offers", path: "/en/admin/dashboard/offers", as: "admin" },
  ];
}

async function timeVisit(baseUrl, jar, path) {
  const started = performance.now();
  const response = await call(baseUrl, jar, path);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const port = await freePort();
const env = { ...appEnv(port), DATA_DIR };
ensureAppBuild(env);
rmSync(DATA_DIR, { recursive: true, force: true });

console.log("[bench] first start: making and seeding the database");
let server = await startServer({ port, env, readyPath: "/api/health", timeoutMs: 300_000 });
let flightPage;
try {
  flightPage = await paidFlightPage(server.url, await signIn(server.url, ACCOUNTS.traveler));
} finally {
  await server.stop();
}

console.log("[bench] restart");
const restarted = performance.now();
server = await startServer({ port, env, readyPath: "/api/health", timeoutMs: 300_000 });
console.log(`[bench] ready after ${Math.round(performance.now() - restarted)} ms`);
const rows = [];
try {
  const jars = { traveler: await signIn(server.url, ACCOUNTS.traveler), admin: await signIn(server.url, ACCOUNTS.admin) };
  for (const page of pageTypes(flightPage)) {
    const jar = page.as ? jars[page.as] : null;
    const visits = [];
    for (let i = 0; i < VISITS; i++) visits.push(await timeVisit(server.url, jar, page.path));
    const first = visits[0].ms;
    const tenth = visits[VISITS - 1].ms;
    // One sample each is noisy at tens of milliseconds: the median of the second to the tenth is printed beside them.
    const rest = visits
      .slice(1)
      .map((v) => v.ms)
      .sort((a, b) => a - b);
    const median = rest[Math.floor(rest.length / 2)];
    rows.push([
      page.label,
      String(visits[0].status),
      first.toFixed(0),
      tenth.toFixed(0),
      median.toFixed(0),
      (first / tenth).toFixed(2),
      (first / median).toFixed(2),
    ]);
    console.log(`[bench] ${page.label}: first ${first.toFixed(0)} ms, tenth ${tenth.toFixed(0)} ms`);
  }
} finally {
  await server.stop();
}

console.log(
  `\nFirst and tenth visit after a restart, ms (whole answer; signed-in pages after one sign-in per account).\n` +
    table(
      [
        ["page", "l"],
        ["status", "r"],
        ["first", "r"],
        ["tenth", "r"],
        ["median 2-10", "r"],
        ["first/tenth", "r"],
        ["first/median", "r"],
      ],
      rows,
    ),
);
