/**
 * How the inbox search compares text: lower case, accents removed ("López" → "lopez"), so staff find a
 * person however the name was typed. Stored per inquiry (search_text) and applied to the query the same way.
 */
export function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

export function phoneDigitsOf(phone: string): string {
  return phone.replace(/\D/g, "");
}

export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

export function searchTextOf(inquiry: { name: string; email: string; phone: string; message: string }): string {
  return foldText([inquiry.name, inquiry.email, phoneDigitsOf(inquiry.phone), inquiry.message].join(" "));
}

/** Escapes LIKE's wildcards so a search for "50%" finds "50%". Use with `ESCAPE '\'`. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
