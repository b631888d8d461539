// A signed-in visitor for the benchmarks: next-auth's credentials sign-in through the app, its cookies kept.
export const ACCOUNTS = {
  traveler: { email: "traveler@example.com", password: "Traveler#12345" },
  admin: { email: "admin@example.com", password: "Admin#12345" },
};

/** One visitor's cookies, kept from every answer and sent with every request. */
export function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    keep(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

export async function call(baseUrl, jar, path, init = {}) {
  const response = await fetch(baseUrl + path, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar?.header() ?? "" } });
  jar?.keep(response);
  return response;
}

/** Signs `account` in; the jar then holds its session cookie. */
export async function signIn(baseUrl, account) {
  const jar = cookieJar();
  const { csrfToken } = await (await call(baseUrl, jar, "/api/auth/csrf")).json();
  const body = new URLSearchParams({ csrfToken, email: account.email, password: account.password, json: "true" });
  await call(baseUrl, jar, "/api/auth/callback/credentials", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
  const session = await (await call(baseUrl, jar, "/api/auth/session")).json();
  if (session.user?.email !== account.email) throw new Error(`[bench] sign-in failed for ${account.email}`);
  return jar;
}

/** The first scheduled RUH→JED flight `daysAhead` days from now with a seat for one, by the flight search. */
export async function firstFlight(baseUrl, date) {
  const search = await (await fetch(`${baseUrl}/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${date}&adults=1&cabin=economy`)).json();
  const flight = search.outbound?.flights.find((f) => f.status === "scheduled" && (f.seatsLeft === null || f.seatsLeft > 1));
  if (!flight) throw new Error(`[bench] no RUH→JED flight on ${date}`);
  return flight.id;
}
