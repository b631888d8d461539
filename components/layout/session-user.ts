"use client";

// The signed-in visitor as the browser learns it: one same-origin read of next-auth's session (the user, never the
// provider token) shared by every navbar part. Public pages are cached for everyone, so who is signed in is never
// part of their HTML.
import { useEffect, useSyncExternalStore } from "react";
import type { NavUser } from "./nav-items";

export type SessionUserState = { status: "loading" } | { status: "guest" } | { status: "user"; user: NavUser; userId: string | null };

const LOADING: SessionUserState = { status: "loading" };
let state: SessionUserState = LOADING;
let started = false;
const listeners = new Set<() => void>();

function publish(next: SessionUserState) {
  state = next;
  for (const listener of listeners) listener();
}

type SessionAnswer = { user?: { id?: unknown; name?: unknown; role?: unknown } } | null;

function toState(answer: SessionAnswer): SessionUserState {
  const user = answer?.user;
  if (!user) return { status: "guest" };
  const role = user.role === "Admin" || user.role === "User" ? user.role : null;
  const userId = typeof user.id === "string" || typeof user.id === "number" ? String(user.id) : null;
  return { status: "user", user: { name: typeof user.name === "string" ? user.name : "", role }, userId };
}

async function readSession(init?: RequestInit): Promise<SessionUserState> {
  const response = await fetch("/api/auth/session", { ...init, cache: "no-store", credentials: "same-origin" });
  if (!response.ok) throw new Error(`session ${response.status}`);
  return toState((await response.json()) as SessionAnswer);
}

function load() {
  // A failed read leaves the visitor as a guest for this page view: the pages that need a session check it themselves.
  readSession().then(
    (next) => {
      publish(next);
      // Offline documents follow the session the server answered (lib/offline/session.ts); loaded after the page.
      void import("@/lib/offline/session").then((offline) => offline.syncOfflineSession(next.status === "user" ? next.userId : null)).catch(() => {});
    },
    () => {
      publish({ status: "guest" });
      void import("@/lib/offline/session").then((offline) => offline.registerOfflineWorker()).catch(() => {});
    },
  );
}

export function useSessionUser(): SessionUserState {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => LOADING,
  );
  useEffect(() => {
    if (started) return;
    started = true;
    load();
  }, []);
  return current;
}

/**
 * After the visitor changed their own details: asks next-auth to refresh the session from the provider (the jwt
 * callback re-reads UserData on an update) and shows the new name in the navbar.
 */
export async function refreshSessionUser(): Promise<void> {
  const csrf = (await fetch("/api/auth/csrf", { cache: "no-store" }).then((r) => r.json())) as { csrfToken?: string };
  publish(
    await readSession({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ csrfToken: csrf.csrfToken, data: {} }),
    }),
  );
}
