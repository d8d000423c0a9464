import type { LoginInput, LoginResultDto, MeDto, TotpConfirmDto, TotpSetupDto } from "../../contract/auth";
import { apiRequest } from "./http";

export const login = (input: LoginInput) => apiRequest<LoginResultDto>("POST", "/api/auth/login", { body: input });

export const logout = (token: string) => apiRequest<void>("POST", "/api/auth/logout", { token });

export const fetchMe = (token: string, signal?: AbortSignal) => apiRequest<MeDto>("GET", "/api/auth/me", { token, signal });

export const startTotpSetup = (token: string) => apiRequest<TotpSetupDto>("POST", "/api/auth/totp/setup", { token });

export const confirmTotp = (token: string, code: string) =>
  apiRequest<TotpConfirmDto>("POST", "/api/auth/totp/confirm", { token, body: { code } });
