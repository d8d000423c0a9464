/**
 * Phone numbers as a text provider needs them (E.164). The clinic is in California: a number of 10 digits
 * is a US number; a number given with its country code is kept as given. A North American number must have
 * the plan's shape (area code and exchange not starting with 0 or 1, no N11 area code), so "(000) 000-0000"
 * is refused where it is typed. Whether a number may be texted is the Worker's question
 * (worker/messaging/sms/textableNumber.ts, from Google's numbering data).
 */
const NANP = /^([2-9](?!11)\d{2})[2-9]\d{6}$/;

export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) {
    if (digits.startsWith("1")) return NANP.test(digits.slice(1)) ? `+${digits}` : null;
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  }
  if (digits.length === 10 && NANP.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1") && NANP.test(digits.slice(1))) return `+${digits}`;
  return null;
}

/** "(760) 555-0199" for a US number, the E.164 form otherwise: how staff read a number. */
export function displayPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}
