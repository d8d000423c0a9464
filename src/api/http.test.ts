import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../i18n/activate";
import { describeError } from "./errorText";
import { ApiError, apiRequest } from "./http";

function mockFetch(response: Response) {
  const spy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest (docs/product.md#calls and #errors)", () => {
  it("sends JSON with credentials and the bearer token", async () => {
    const spy = mockFetch(Response.json({ ok: true }));
    expect(await apiRequest("POST", "/api/x", { body: { a: 1 }, token: "tok" })).toEqual({ ok: true });
    const init = spy.mock.calls[0]![1]!;
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ "Content-Type": "application/json", Authorization: "Bearer tok" });
  });

  it("omits the body and content type when there is nothing to send", async () => {
    const spy = mockFetch(new Response(null, { status: 204 }));
    expect(await apiRequest("PUT", "/api/x")).toBeUndefined();
    const init = spy.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty("Content-Type");
  });

  it("uses the API's error message: 'status: message'", async () => {
    mockFetch(Response.json({ error: { code: "rate_limited", message: "Slow down" } }, { status: 429 }));
    const error = await apiRequest("POST", "/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("429: Slow down");
    expect((error as ApiError).code).toBe("rate_limited");
  });

  it("uses a plain-text body as is, and the status text when the body is empty", async () => {
    mockFetch(new Response("upstream broke", { status: 502 }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("502: upstream broke");
    mockFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("apiRequest when storage is busy for a moment (503)", () => {
  const busy = () =>
    Response.json({ error: { code: "storage_unavailable", message: "Busy" } }, { status: 503, headers: { "Retry-After": "1" } });

  it("asks a read once more before failing, and gets the answer", async () => {
    const spy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => busy());
    spy.mockImplementationOnce(async () => busy()).mockImplementationOnce(async () => Response.json({ rows: [] }));
    vi.stubGlobal("fetch", spy);
    expect(await apiRequest("GET", "/api/x")).toEqual({ rows: [] });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("asks a search sent as POST again only when it says it is a read, and a write never", async () => {
    const spy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => busy());
    vi.stubGlobal("fetch", spy);
    await expect(apiRequest("POST", "/api/inquiries", { body: {} })).rejects.toThrow("503: Busy");
    expect(spy).toHaveBeenCalledTimes(1);
    await expect(apiRequest("POST", "/api/inquiries/search", { body: {}, idempotent: true })).rejects.toThrow("503: Busy");
    expect(spy).toHaveBeenCalledTimes(3);
  });
});

describe("describeError", () => {
  it("translates known API codes and keeps the status", async () => {
    const error = new ApiError(429, "429: Too many", "rate_limited", "Too many");
    expect(describeError(error, i18n)).toBe("429: Too many attempts from your connection. Please wait a minute and try again.");
    await activateLocale("es");
    expect(describeError(error, i18n)).toBe("429: Demasiados intentos desde su conexión. Espere un minuto e inténtelo de nuevo.");
  });

  it("falls back to the raw message for unknown codes and explains network failures", async () => {
    expect(describeError(new ApiError(418, "418: teapot", "teapot"), i18n)).toBe("418: teapot");
    expect(describeError(new TypeError("Failed to fetch"), i18n)).toBe(
      "We could not reach the server. Check your connection and try again.",
    );
  });
});
