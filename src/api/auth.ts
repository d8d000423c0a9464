import type { LoginInput, LoginResultDto } from "../../contract/auth";
import { apiRequest } from "./http";

export const login = (input: LoginInput) => apiRequest<LoginResultDto>("POST", "/api/auth/login", { body: input });

export const logout = (token: string) => apiRequest<void>("POST", "/api/auth/logout", { token });
