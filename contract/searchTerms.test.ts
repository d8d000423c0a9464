import { describe, expect, it } from "vitest";
import { QUERY_TERMS, queryTermsOf, searchTermsOf, TERM_LENGTH, termCeiling } from "./searchTerms";

const rosa = {
  name: "Rosa Elena Núñez-Ibáñez",
  email: "Rosa.12@Example.com",
  phone: "(760) 555-0142",
  message: "¿Hay estudios de 50% corazón?",
};

describe("the staff search's words", () => {
  it("indexes each word without accents or case, its pieces, an e-mail's domain, and the phone's digits", () => {
    const terms = searchTermsOf(rosa);
    for (const word of ["rosa", "elena", "nunez-ibanez", "nunez", "ibanez", "rosa.12@example.com", "12", "example.com", "com"])
      expect(terms).toContain(word);
    for (const word of ["hay", "estudios", "de", "50", "corazon"]) expect(terms).toContain(word);
    expect(terms).toEqual(expect.arrayContaining(["7605550142", "5550142", "0142"]));
    // Typed with the country code: found by the ten digits too, as staff usually type it.
    const plusOne = searchTermsOf({ ...rosa, phone: "+1 760 555 0142" });
    expect(plusOne).toEqual(expect.arrayContaining(["17605550142", "7605550142", "5550142", "0142"]));
    // A message as long as one can be keeps the phone, name and e-mail in the index.
    const long = searchTermsOf({ ...rosa, message: Array.from({ length: 1200 }, (_, i) => `w${i}`).join(" ") });
    expect(long).toEqual(expect.arrayContaining(["7605550142", "rosa", "example.com", "w1199"]));
    expect(terms.some((term) => /[¿?%]/.test(term))).toBe(false);
  });

  it("cuts a query into words as it indexes them; a phone number is one word of digits", () => {
    expect(queryTermsOf("  López   ROSA ")).toEqual(["lopez", "rosa"]);
    expect(queryTermsOf("(760) 555-01")).toEqual(["76055501"]);
    expect(queryTermsOf("j@example")).toEqual(["j@example"]);
    expect(queryTermsOf("50%")).toEqual(["50"]);
    expect(queryTermsOf("_ -")).toEqual([]);
    expect(queryTermsOf("uno dos tres cuatro cinco seis siete ocho nueve diez")).toHaveLength(QUERY_TERMS);
    const long = "a".repeat(TERM_LENGTH + 10);
    expect(queryTermsOf(long)).toEqual(searchTermsOf({ name: long, email: "", phone: "", message: "" }));
  });

  it("reads the index from a word up to the first string it does not begin", () => {
    expect(termCeiling("lop")).toBe("loq");
    expect("lopez" >= "lop" && "lopez" < termCeiling("lop")).toBe(true);
    expect("loq" < termCeiling("lop")).toBe(false);
    expect(termCeiling("ñ")).toBe("ò");
  });
});
