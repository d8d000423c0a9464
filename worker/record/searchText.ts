import { foldText } from "../../contract/foldText";

export function phoneDigitsOf(phone: string): string {
  return phone.replace(/\D/g, "");
}

export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/** The inbox search text, stored per inquiry (search_text); the query is folded the same way. */
export function searchTextOf(inquiry: { name: string; email: string; phone: string; message: string }): string {
  return foldText([inquiry.name, inquiry.email, phoneDigitsOf(inquiry.phone), inquiry.message].join(" "));
}

/** The columns an inquiry is found and matched by (the inbox search, "the same person wrote before"). */
export function searchColumnsOf(inquiry: { name: string; email: string; phone: string; message: string }) {
  return {
    searchText: searchTextOf(inquiry),
    emailNorm: inquiry.email ? emailKeyOf(inquiry.email) : null,
    phoneDigits: inquiry.phone ? phoneDigitsOf(inquiry.phone) : null,
  };
}
