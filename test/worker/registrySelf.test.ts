/**
 * A registry person's own page (issue #39; issue #50, item 7; docs/registry.md, "The person's own page"): the
 * Worker renders it as plain forms, so it works without JavaScript. The link alone shows nothing personal: a code
 * sent to the number or address on file comes first; then the person changes their topics, renews, or leaves
 * (erased at once). A link not made here, or for someone erased, shows nothing. Real requests to the Worker.
 */
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RegistryMeState } from "../../contract/registryMe";
import { consentEndsAt } from "../../contract/volunteers";
import { volunteers } from "../../worker/db/schema";
import { registryToken } from "../../worker/messaging/keys";
import { newReference } from "../../worker/volunteers/reference";
import { assetStoreWith, fetchWithBindings, PAGE_TEMPLATE, recordingEmail, useTwilioStandIn } from "./helpers";

const db = drizzle(env.DB);
// The page kit the Worker renders pages with (in production, from the build).
const ASSETS = assetStoreWith({
  build: "build-registry-me",
  template: PAGE_TEMPLATE,
  preloads: { "/registry/me": { en: { modules: [], images: [] }, es: { modules: [], images: [] } } },
});
const ORIGIN = "https://clinic.test";
let email: ReturnType<typeof recordingEmail>;
let twilio: ReturnType<typeof useTwilioStandIn>;
let counter = 0;

beforeEach(() => {
  email = recordingEmail();
  twilio = useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

async function joined(daysAgo = 340) {
  counter += 1;
  const consentAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const phone = `+1760555${6100 + counter}`;
  const [row] = await db
    .insert(volunteers)
    .values({
      reference: newReference(),
      name: "Socorro Beltrán Ruiz",
      nameKey: "socorro beltran ruiz",
      phone,
      phoneDigits: phone.slice(1),
      email: `socorro.${counter}@example.com`,
      language: "es",
      topics: '["diabetes"]',
      channels: '["email","phone"]',
      source: "event_sheet",
      consentStatement: "2026-11-26",
      consentAt,
      consentEndsAt: consentEndsAt(consentAt, 12),
    })
    .returning();
  return { row: row!, t: await registryToken(env, row!.reference) };
}

/** The page's state as the Worker rendered it (the JSON it embeds for the page), and the HTML. */
async function page(res: Response) {
  const html = await res.text();
  const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return { html, state: (JSON.parse(data ?? "null") as { registryMe: RegistryMeState }).registryMe };
}
const open = (t: string, path = "/es/registry/me") => fetchWithBindings(`${path}?t=${encodeURIComponent(t)}`, {}, { ASSETS });
const post = (fields: Record<string, string | string[]>, path = "/es/registry/me") => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return fetchWithBindings(
    path,
    { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN }, body },
    { EMAIL: email.binding, ASSETS },
  );
};
const stored = (id: number) => db.select().from(volunteers).where(eq(volunteers.id, id)).get();
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** The code by e-mail, typed in: the session that opens the choices. */
async function proven(t: string) {
  await post({ t, intent: "send", channel: "email" });
  const code = codeIn(email.sent.at(-1)!.text);
  const verified = await page(await post({ t, intent: "verify", code }));
  expect(verified.state.stage).toBe("choices");
  return verified.state.session!;
}

describe("a registry person's own page", () => {
  it("shows nothing personal from the link alone: only where a code may go, masked; opening it changes nothing", async () => {
    const { row, t } = await joined();
    const res = await open(t);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    const { html, state } = await page(res);
    expect(state).toMatchObject({ stage: "ask", person: null, session: null });
    expect(state.codeTo).toEqual([
      { channel: "text", masked: `(•••) •••-${row.phone!.slice(-4)}` },
      { channel: "email", masked: `s•••@example.com` },
    ]);
    for (const personal of ["Socorro", "diabetes", row.email!, row.phone!.slice(2)]) expect(html, personal).not.toContain(personal);
    expect(html).toContain("Primero, un código");
    expect((await stored(row.id))!.updatedAt).toBe(row.updatedAt);
  });

  it("sends a code by text or e-mail, and only the right code, within its 10 minutes and 5 tries, opens the choices", async () => {
    const { row, t } = await joined();
    const texted = await page(await post({ t, intent: "send", channel: "text" }));
    expect(texted.state).toMatchObject({ stage: "code", sentTo: `(•••) •••-${row.phone!.slice(-4)}` });
    const [text] = twilio.texts.filter((sent) => sent.to === row.phone);
    expect(text!.body).toMatch(/^Frontera Research: su código para ver sus opciones en nuestra lista es \d{6}\. Sirve por 10 minutos\.$/);
    // Only its keyed hash is kept.
    const kept = (await stored(row.id))!;
    expect(kept.selfCodeHash).not.toContain(codeIn(text!.body));
    // Asking again within the minute is refused; a wrong code counts a try and shows nothing.
    expect((await post({ t, intent: "send", channel: "email" })).status).toBe(429);
    const wrong = await page(await post({ t, intent: "verify", code: "000000" === codeIn(text!.body) ? "111111" : "000000" }));
    expect(wrong.state).toMatchObject({ stage: "code", problem: "wrong_code", person: null });
    const right = await page(await post({ t, intent: "verify", code: codeIn(text!.body) }));
    expect(right.state.stage).toBe("choices");
    expect(right.state.person).toMatchObject({ firstName: "Socorro", topics: ["diabetes"], consent: "renewal_due" });
    expect(right.html).toContain("Hola, Socorro.");
    // Used once: the same code does not open the page again.
    expect((await page(await post({ t, intent: "verify", code: codeIn(text!.body) }))).state).toMatchObject({
      stage: "ask",
      problem: "expired_code",
    });
  });

  it("stops a code after 5 wrong tries, and after its 10 minutes", async () => {
    const { row, t } = await joined();
    await post({ t, intent: "send", channel: "email" });
    const code = codeIn(email.sent.at(-1)!.text);
    const wrongCode = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 4; i++) expect((await page(await post({ t, intent: "verify", code: wrongCode }))).state.problem).toBe("wrong_code");
    expect((await page(await post({ t, intent: "verify", code: wrongCode }))).state.problem).toBe("too_many");
    expect((await page(await post({ t, intent: "verify", code }))).state).toMatchObject({ stage: "ask", problem: "too_many" });
    await db.update(volunteers).set({ selfCodeSentAt: null }).where(eq(volunteers.id, row.id));
    await post({ t, intent: "send", channel: "email" });
    const late = codeIn(email.sent.at(-1)!.text);
    await db
      .update(volunteers)
      .set({ selfCodeExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(volunteers.id, row.id));
    expect((await page(await post({ t, intent: "verify", code: late }))).state).toMatchObject({ stage: "ask", problem: "expired_code" });
  });

  it("with the code's session, saves topics, channels and language; without it, or with another's, changes nothing", async () => {
    const { row, t } = await joined();
    const forged = await page(
      await post({ t, s: "R-2222-2222.9999999999999.00000000000000000000000000000000", intent: "save", channels: "email" }),
    );
    expect(forged.state).toMatchObject({ stage: "ask", problem: "session_over" });
    const other = await joined();
    const othersSession = await proven(other.t);
    expect((await page(await post({ t, s: othersSession, intent: "save", channels: "email" }))).state.problem).toBe("session_over");
    const s = await proven(t);
    const saved = await page(await post({ t, s, intent: "save", topics: ["heart", "diabetes"], channels: ["email"], language: "en" }));
    expect(saved.state).toMatchObject({ stage: "choices", done: "save" });
    expect(saved.state.person).toMatchObject({ topics: ["diabetes", "heart"], channels: ["email"], language: "en" });
    const none = await page(await post({ t, s, intent: "save", topics: "heart" }));
    expect(none.state.problem).toBe("no_channels_chosen");
    expect((await stored(row.id))!.channels).toBe('["email"]');
  });

  it("renews for twelve months from today, and leaving erases them and the link then shows nothing", async () => {
    const { row, t } = await joined();
    const s = await proven(t);
    const renewed = await page(await post({ t, s, intent: "renew" }));
    expect(renewed.state.done).toBe("renew");
    expect(renewed.state.person!.consent).toBe("active");
    expect(Date.parse(renewed.state.person!.consentEndsAt)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    const left = await page(await post({ t, s, intent: "leave" }));
    expect(left.state.stage).toBe("left");
    const erased = (await stored(row.id))!;
    expect(erased).toMatchObject({ name: "", phone: null, email: null, birthYear: null, zip: null, topics: "[]" });
    expect(erased.erasedAt).not.toBeNull();
    const history = await env.DB.prepare("SELECT action, source FROM volunteer_consents WHERE volunteer_id = ? ORDER BY id")
      .bind(row.id)
      .all();
    expect(history.results).toEqual([
      { action: "renewed", source: "web" },
      { action: "withdrawn", source: "web" },
    ]);
    const after = await open(t);
    expect(after.status).toBe(404);
    expect((await page(after)).state.stage).toBe("gone");
  });

  it("shows nothing for a link not made here, or for someone erased, in both languages", async () => {
    const { row, t } = await joined();
    const forged = await open(`${row.reference}.${"0".repeat(32)}`, "/registry/me");
    expect(forged.status).toBe(400);
    expect((await page(forged)).html).toContain("This link is not complete or not valid.");
    expect((await fetchWithBindings("/es/registry/me", {}, { ASSETS })).status).toBe(400);
    await db.update(volunteers).set({ erasedAt: new Date().toISOString() }).where(eq(volunteers.id, row.id));
    const gone = await open(t);
    expect(gone.status).toBe(404);
    expect((await page(gone)).html).toContain("Usted ya no está en nuestra lista.");
  });
});
