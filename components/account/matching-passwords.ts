"use client";

import { useEffect, useRef } from "react";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * The contracts check "passwords match" with an object-level refine, which zod only runs once every
 * field is valid; forms want the mismatch on the confirmation field as soon as it is filled in.
 */
export function withMatchingPasswords<TIn extends FieldValues, TCtx, TOut>(
  resolver: Resolver<TIn, TCtx, TOut>,
  password: keyof TIn & string,
  confirmation: keyof TIn & string,
): Resolver<TIn, TCtx, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const confirmValue: unknown = values[confirmation];
    if (typeof confirmValue !== "string" || !confirmValue || confirmValue === values[password]) return result;
    if ((result.errors as Record<string, unknown>)[confirmation]) return result;
    const mismatch: FieldError = { type: "custom", message: "passwordMismatch" };
    return { values: {}, errors: { ...result.errors, [confirmation]: mismatch } as FieldErrors<TIn> };
  };
}

/**
 * Re-checks a filled-in confirmation when the password changes, so "passwords do not match" comes and
 * goes live. (react-hook-form's `deps` would also flag an untouched, empty confirmation as required.)
 */
export function useRecheckConfirmation(password: string, confirmation: string, recheck: () => unknown): void {
  const latest = useRef({ confirmation, recheck });
  // Refreshed after each render (a ref is not written while rendering); effects run in order, so before the one below.
  useEffect(() => {
    latest.current = { confirmation, recheck };
  });
  useEffect(() => {
    if (latest.current.confirmation) latest.current.recheck();
  }, [password]);
}
