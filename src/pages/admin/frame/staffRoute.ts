import type { ShouldRevalidateFunctionArgs } from "react-router";
import { staffLoader } from "../session";
import { changedByAction } from "../staffActions";

/**
 * The staff area's layout route: the session is checked (and the account read) once, on entering the
 * area; moving between staff screens or filters does not ask again, an explicit refresh does, and so does a
 * change to the accounts (a name, a role, a second factor).
 */
export { default as Component } from "./StaffLayout";
export const loader = staffLoader;
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  changedByAction(args, "session") ?? (args.currentUrl.href === args.nextUrl.href && args.defaultShouldRevalidate);
