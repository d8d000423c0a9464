import { describe, expect, it } from "vitest";
import { isGsm7, smsSegments } from "./smsSegments";

describe("SMS segments as carriers count them (contract/smsSegments.ts)", () => {
  it("GSM-7: 160 in one text, 153 a part beyond; empty is no segment", () => {
    expect(smsSegments("")).toEqual({ segments: 0, encoding: "GSM-7", units: 0, charactersLeftInSegment: 160 });
    expect(smsSegments("a".repeat(160))).toEqual({ segments: 1, encoding: "GSM-7", units: 160, charactersLeftInSegment: 0 });
    expect(smsSegments("a".repeat(161))).toEqual({ segments: 2, encoding: "GSM-7", units: 161, charactersLeftInSegment: 145 });
    expect(smsSegments("a".repeat(306))).toMatchObject({ segments: 2, charactersLeftInSegment: 0 });
    expect(smsSegments("a".repeat(307))).toMatchObject({ segments: 3, charactersLeftInSegment: 152 });
    expect(smsSegments("a".repeat(459))).toMatchObject({ segments: 3, charactersLeftInSegment: 0 });
    expect(smsSegments("a".repeat(460)).segments).toBe(4);
  });

  it("GSM-7's extension table takes two septets, and an escape pair never straddles two parts", () => {
    expect(smsSegments("€".repeat(80))).toMatchObject({ segments: 1, encoding: "GSM-7", units: 160 });
    expect(smsSegments("€".repeat(81))).toMatchObject({ segments: 2, units: 162 });
    // 152 plain characters, then "€": the pair does not fit the first part's last septet and starts the second.
    expect(smsSegments(`${"a".repeat(152)}€${"a".repeat(7)}`)).toMatchObject({ segments: 2, units: 161, charactersLeftInSegment: 144 });
    expect(smsSegments("a".repeat(305) + "{")).toMatchObject({ segments: 3, charactersLeftInSegment: 151 });
    for (const char of "^{}\\[~]|€\f") expect(isGsm7(char), char).toBe(true);
  });

  it("Spanish: é, ñ, ü, ¿, ¡ are GSM-7; á, í, ó, ú are not, and one makes the whole text UCS-2", () => {
    expect(isGsm7("¿Qué pasó? ¡Llámenos!")).toBe(false); // "ó" and "á"
    expect(isGsm7("¿Qué tal? ¡Señor Müller, niño!")).toBe(true);
    expect(smsSegments("Responda PARAR para no recibir más mensajes.")).toMatchObject({ encoding: "UCS-2", units: 44 });
    expect(smsSegments("á".repeat(70))).toMatchObject({ segments: 1, charactersLeftInSegment: 0 });
    expect(smsSegments("á".repeat(71))).toMatchObject({ segments: 2, charactersLeftInSegment: 63 });
    expect(smsSegments("á".repeat(201))).toMatchObject({ segments: 3, charactersLeftInSegment: 0 });
    expect(smsSegments("á".repeat(202)).segments).toBe(4);
    // A curly quote or a narrow no-break space (what some runtimes put before "AM") is UCS-2 too.
    expect(smsSegments("It’s at 10:30").encoding).toBe("UCS-2");
    expect(smsSegments("10:30\u202fAM").encoding).toBe("UCS-2");
  });

  it("UCS-2 counts UTF-16 units: a character beyond the BMP is two, and never split across two parts", () => {
    expect(smsSegments("🙂")).toMatchObject({ segments: 1, encoding: "UCS-2", units: 2, charactersLeftInSegment: 68 });
    expect(smsSegments("🙂".repeat(35))).toMatchObject({ segments: 1, units: 70 });
    expect(smsSegments("🙂".repeat(36))).toMatchObject({ segments: 2, units: 72 });
    // 66 units, then a pair: it does not fit the first part's 67th unit and starts the second.
    expect(smsSegments(`${"á".repeat(66)}🙂${"á".repeat(5)}`)).toMatchObject({ segments: 2, units: 73, charactersLeftInSegment: 60 });
  });
});
