/**
 * A visit's date and time written out in the person's language, clinic time (docs/content.md: "Tuesday,
 * December 1, at 9:30 a.m." / "martes 1 de diciembre a las 9:30 a.m."). Spelled here rather than by the
 * runtime's Intl data, whose words and spaces change between versions (a narrow no-break space before "AM"
 * would turn an English text into UCS-2, contract/smsSegments.ts). Shared by the Worker's messages, the
 * template editor's live count and the budget test.
 */
import { localDateTimeText } from "./clinicTime";
import type { Language } from "./language";

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
};
const MONTHS: Record<Language, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
};

/** "Wednesday, September 30" / "miércoles 30 de septiembre", and "10:30 a.m." in both languages. */
export function visitWhen(startAt: string | Date, language: Language): { date: string; time: string } {
  const [day, clock] = localDateTimeText(new Date(startAt)).split(" ") as [string, string];
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute] = clock.split(":").map(Number) as [number, number];
  const weekday = WEEKDAYS[language][new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!;
  const monthName = MONTHS[language][month - 1]!;
  const time = `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "a.m." : "p.m."}`;
  return { date: language === "es" ? `${weekday} ${date} de ${monthName}` : `${weekday}, ${monthName} ${date}`, time };
}

/** "September 30, 2027" / "30 de septiembre de 2027": a day that may be months away (no weekday, no accent). */
export function dayWithYear(instant: string | Date, language: Language): string {
  const [year, month, date] = localDateTimeText(new Date(instant)).slice(0, 10).split("-").map(Number) as [number, number, number];
  const monthName = MONTHS[language][month - 1]!;
  return language === "es" ? `${date} de ${monthName} de ${year}` : `${monthName} ${date}, ${year}`;
}
