import type { LoginInput, LoginResultDto, MeDto, TotpConfirmDto, TotpSetupDto } from "../../contract/auth";
import { apiRequest } from "./http";
import { staffFetch } from "./staffFetch";

/** Signing in (no session yet: a 401 here is a wrong password, not an ended session). */
export const login = (input: LoginInput) => apiRequest<LoginResultDto>("POST", "/api/auth/login", { body: input });

export const logout = () => staffFetch<void>("POST", "/api/auth/logout");

export const fetchMe = (signal?: AbortSignal) => staffFetch<MeDto>("GET", "/api/auth/me", { signal });

export const startTotpSetup = () => staffFetch<TotpSetupDto>("POST", "/api/auth/totp/setup");

export const confirmTotp = (code: string) => staffFetch<TotpConfirmDto>("POST", "/api/auth/totp/confirm", { body: { code } });
