/**
 * The staff search's index (issue #57, worker/record/searchIndex.ts): new inquiries are found through it by the
 * beginning of any word, without regard to accents or case; erasure leaves nothing in it; inquiries from before it
 * are found by their text until the job indexes them, and through it after.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { InboxPageDto } from "../../contract/inbox";
import type { CreatedInquiryDto } from "../../contract/inquiry";
import { indexEarlierInquiries } from "../../worker/record/searchIndex";
import { API, authed, insertInquiry, loginAsNewAdmin, nextIp, postJson, searchInbox } from "./helpers";

let token = "";
beforeAll(async () => {
  token = await loginAsNewAdmin("admin");
});

const found = async (query: string) => {
  const res = await searchInbox(token, `q=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return (await res.json<InboxPageDto>()).items.map((item) => item.id);
};
const termsOf = async (id: number) =>
  (await env.DB.prepare("SELECT term FROM inquiry_terms WHERE inquiry_id = ? ORDER BY term").bind(id).all<{ term: string }>()).results.map(
    (row) => row.term,
  );
const indexed = async (id: number) =>
  (await env.DB.prepare("SELECT search_indexed AS v FROM inquiries WHERE id = ?").bind(id).first<{ v: number }>())?.v;

async function file(person: { name: string; email: string; phone: string; message: string }): Promise<number> {
  const res = await postJson("/api/inquiries", person, { "CF-Connecting-IP": nextIp() });
  expect(res.status).toBe(201);
  return (await res.json<CreatedInquiryDto>()).id;
}

describe("the search's index", () => {
  it("finds a new inquiry by the beginning of any word of its name, e-mail, phone and message", async () => {
    const id = await file({
      name: "Xóchitl Quetzalli Ibáñez",
      email: "xq.indice@example.org",
      phone: "(760) 555-0177",
      message: "Me interesa el estudio de la diabetes tipo 2.",
    });
    expect(await indexed(id)).toBe(1);
    expect(await termsOf(id)).toEqual(expect.arrayContaining(["xochitl", "ibanez", "xq.indice@example.org", "7605550177", "diabetes"]));
    for (const query of ["xochi", "XÓCHITL ibá", "xq.indice@exam", "example.org", "(760) 555-01", "5550177", "0177", "diabet tipo"])
      expect(await found(query), query).toContain(id);
    // A pasted line: more words than D1 takes in one compound select (5), every one of them required (up to 8).
    expect(await found("me interesa el estudio de la diabetes xochitl")).toContain(id);
    expect(await found("me interesa el estudio de la diabetes asma")).not.toContain(id);
    // A number typed with the country code is found by the ten digits staff usually type.
    const plusOne = await file({ name: "Itzel Código", email: "itzel.codigo@example.org", phone: "+1 760 555 0181", message: "Hola." });
    expect(await found("760-555-0181")).toEqual([plusOne]);
    // Every word must begin one of its words; none that it does not hold.
    for (const query of ["xochitl gomez", "chitl", "asma"]) expect(await found(query), query).not.toContain(id);
  });

  it("leaves nothing of an erased inquiry in the index", async () => {
    const id = await file({
      name: "Yaretzi Borrado",
      email: "yaretzi.borrar@example.org",
      phone: "(760) 555-0178",
      message: "Quiero saber más.",
    });
    expect((await termsOf(id)).length).toBeGreaterThan(5);
    const erased = await SELF.fetch(`${API}/inquiries/${id}`, authed(token, { method: "DELETE" }));
    expect(erased.status).toBe(200);
    expect(await termsOf(id)).toEqual([]);
    expect(await found("yaretzi")).toEqual([]);
  });

  it("finds an inquiry from before the index by its text, then through the index once the job has run", async () => {
    const earlier = await insertInquiry({
      name: "Zyanya Antes",
      email: "zyanya@example.org",
      phone: "7605550179",
      message: "Hola",
      search_text: "zyanya antes zyanya@example.org 7605550179 hola",
    });
    // Erased before the index: it no longer changes (migrations/0007), and the job passes over it.
    const erasedEarlier = await insertInquiry({
      name: "",
      email: "",
      phone: "",
      message: "",
      search_text: "",
      erased_at: new Date().toISOString(),
    });
    expect(await indexed(earlier)).toBe(0);
    expect(await found("zyanya antes")).toContain(earlier);
    let runs = 0;
    while ((await indexEarlierInquiries(env, 50)).indexed > 0) runs += 1;
    expect(runs).toBeGreaterThan(0);
    expect(await indexed(earlier)).toBe(1);
    expect(await termsOf(earlier)).toEqual(expect.arrayContaining(["zyanya", "antes", "7605550179"]));
    expect(await termsOf(erasedEarlier)).toEqual([]);
    expect(await indexed(erasedEarlier)).toBe(0);
    expect(await found("zyan ant")).toContain(earlier);
    expect(await found("(760) 555-0179")).toContain(earlier);
  });

  it("indexes earlier inquiries a bounded number of characters a run: the first always, the rest as far as they fit", async () => {
    const big = "palabra ".repeat(25_000); // 200,000 characters
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await insertInquiry({ name: `Grande ${i}`, message: big, search_text: `grande ${i} ${big}` }));
    expect(await indexEarlierInquiries(env, 50)).toEqual({ indexed: 1 });
    expect(await indexed(ids[0]!)).toBe(1);
    expect(await indexed(ids[1]!)).toBe(0);
    expect(await indexEarlierInquiries(env, 50)).toEqual({ indexed: 1 });
    expect(await indexEarlierInquiries(env, 50)).toEqual({ indexed: 1 });
    expect(await indexEarlierInquiries(env, 50)).toEqual({ indexed: 0 });
    expect(await found("grande palab")).toEqual(expect.arrayContaining(ids));
  });
});
