import type { MessageDescriptor } from "@lingui/core";
import { useEffect, useEffectEvent, useRef } from "react";
import type { ShouldRevalidateFunctionArgs, SubmitTarget } from "react-router";

/**
 * The staff area's data flow (docs/architecture.md, "Staff screens: loaders and actions"): every screen reads
 * with its route's `loader` and changes things with its route's `action`, reached through `fetcher.Form` or
 * `fetcher.submit` with an `intent`. An action answers what it did in an `Answer`, which names the data it
 * changed; each loader's `shouldRevalidate` runs it again only when its data is among them.
 *
 * What a loader reads is named by `StaffData`, so an action cannot name data no loader listens for.
 */

/** The data a staff screen's loader reads, by name: what an action may say it changed (`Answer.changed`). */
export type StaffData =
  /** The account, the assignees and the study codes (the staff frame). */
  | "session"
  | "queue"
  | `inquiry:${number}`
  | `composer:${number}`
  | `visits:${number}`
  | "templates"
  | "study"
  | "staff"
  | "feeds"
  | "partners"
  | "person"
  | "campaign";

export type Answer = {
  intent: string;
  /** The data this action changed: only the loaders that read it run again. */
  changed: StaffData[];
  /** The API's refusal, when nothing was changed (put in words with describeError). */
  failure?: unknown;
  /** A problem found before asking the API (a missing field), in words. */
  problem?: MessageDescriptor;
  /** What the change did, in words, said once it is done. */
  done?: MessageDescriptor;
};

/** A submission's fields, sent as a form (`fetcher.Form`) or as JSON (`fetcher.submit(..., { encType: "application/json" })`). */
export async function readSubmission(request: Request): Promise<Record<string, unknown>> {
  if (request.headers.get("Content-Type")?.includes("application/json")) return (await request.json()) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [name, value] of await request.formData()) fields[name] = value;
  return fields;
}

/**
 * A payload for `fetcher.submit(..., { encType: "application/json" })`: a contract's input, whose optional
 * fields TypeScript does not count as JSON (JSON.stringify leaves out what is undefined).
 */
export const asJson = (payload: Record<string, unknown>): SubmitTarget => payload as SubmitTarget;

/** A field as text ("" when it is missing). */
export const text = (fields: Record<string, unknown>, name: string): string => {
  const value = fields[name];
  return typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
};

/** The answer to a change the API refused. A redirect (an ended session) is thrown on to the router. */
export function refused(intent: string, failure: unknown): Answer {
  if (failure instanceof Response) throw failure;
  return { intent, changed: [], failure };
}

/** Thrown for an intent no action knows (a programming error): the route's error screen says so. */
export const unknownIntent = (intent: string) => new Response(`Unknown intent: ${intent}`, { status: 400 });

/** The answer to a change not sent, because of a problem found first. */
export const problem = (intent: string, descriptor: MessageDescriptor): Answer => ({ intent, changed: [], problem: descriptor });

function isAnswer(value: unknown): value is Answer {
  return typeof value === "object" && value !== null && Array.isArray((value as Answer).changed);
}

/**
 * For a loader's `shouldRevalidate`: after an action, whether the data it reads (`name`) changed; null when
 * this is not the end of an action (a navigation, or an explicit revalidation).
 */
export function changedByAction(args: ShouldRevalidateFunctionArgs, name: StaffData): boolean | null {
  if (!args.formMethod || args.formMethod.toUpperCase() === "GET") return null;
  return isAnswer(args.actionResult) ? args.actionResult.changed.includes(name) : args.defaultShouldRevalidate;
}

/**
 * Runs `onAnswer` once for each new answer of a fetcher's action, once the loaders it changed have run again
 * (so a focus can land on what they render): moving focus, a notification, emptying a form.
 */
export function useAnswered<T>(fetcher: { state: string; data: T | undefined }, onAnswer: (answer: T) => void): void {
  // An answer that was there before this component mounted was handled by whoever asked for it.
  const seen = useRef(fetcher.data);
  const handle = useEffectEvent(onAnswer);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    handle(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}

/** Whether a fetcher is busy with this intent (sending it, or reading again what it changed). */
export const sending = (fetcher: { state: string; formData?: FormData; json?: unknown }, intent: string): boolean =>
  fetcher.state !== "idle" &&
  (fetcher.formData?.get("intent") === intent || (fetcher.json as { intent?: unknown } | undefined)?.intent === intent);
