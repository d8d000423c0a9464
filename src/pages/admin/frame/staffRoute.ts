import type { ShouldRevalidateFunctionArgs } from "react-router";
import { staffLoader } from "../session";

/**
 * The staff area's layout route: the session is checked (and the account read) once, on entering the
 * area; moving between staff screens or filters does not ask again, an explicit refresh does.
 */
export { default } from "./StaffLayout";
export const loader = staffLoader;
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.href === nextUrl.href && defaultShouldRevalidate;
