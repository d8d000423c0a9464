import { msg } from "@lingui/core/macro";

/**
 * What the site itself writes to the people who wrote to it (docs/messaging.md, docs/content.md): the confirmation of
 * their message, the answers to STOP, HELP and START, and the lines every text or e-mail carries. These
 * are recruitment material like any page: the ethics board reviews them in both languages. No health
 * detail and no study name, ever: a text can be read by anyone holding the phone.
 *
 * Texts name the clinic by its short name ({clinic} is "Frontera Research" in a text), fit in three segments
 * with the longest values (test/worker/textBudget.test.ts: a Spanish text is UCS-2, 67 characters a part),
 * and say how many texts a month ({max}, contract/consent.ts) wherever the consent statement does.
 */
export const outboundTexts = {
  /**
   * The visitor's confirmation by text (sent only with their consent to texts): the first text, so it says what
   * the consent statement says (sender, how many a month, rates, HELP and STOP). The reference is in the e-mail.
   */
  confirmationText: msg`{clinic}: we got your message and will call you from {phone}. Up to {max} texts a month. Msg & data rates may apply. Reply HELP for help, STOP to stop.`,
  confirmationSubject: msg`We received your message`,
  /** The visitor's confirmation by e-mail, paragraph by paragraph. */
  confirmationEmail: [
    msg`Hello,`,
    msg`We received the message you sent on our website. Thank you for writing to us.`,
    msg`What happens next: someone from our research team will call you, usually within one business day. The call will come from {phone}.`,
    msg`Your reference number is {reference}. If you call us, you can give this number.`,
    msg`Please do not send health details by e-mail. You can tell us by phone or in person.`,
  ],
  /** A step of a study's questions posted without JavaScript while storage was busy (worker/pages/questions.ts). */
  questionsBusy: msg`Our system is busy for a moment. Please go back and press Next again in a few seconds.`,
  /** Answer to STOP, PARAR and the other opt-out words. */
  optOutReply: msg`{clinic}: you will not get more texts from us. To get them again, reply START. Questions? Call {phone}.`,
  /** Answer to HELP or AYUDA ({clinic} is the clinic's name: it once read "… Research research team"). */
  helpReply: msg`{clinic}: questions? Call us at {phone}, Monday to Friday. Up to {max} texts a month. Msg & data rates may apply. Reply STOP to stop.`,
  /** Answer to START, UNSTOP or INICIO: a consent again, so it says what the statement says. */
  optInReply: msg`{clinic}: you will get texts from us again, up to {max} a month. Msg & data rates may apply. Reply HELP for help, STOP to stop.`,
  /** The line the first text to a number, and every reminder, ends with (docs/content.md). */
  stopLine: msg`Reply STOP to stop.`,
  /** The subject of an e-mail staff wrote by hand (templates bring their own). */
  staffSubject: msg`A message from {clinic}`,
  /** The end of every e-mail to a person. */
  emailSignature: msg`{clinic} · {address} · {phone}`,
  emailUnsubscribe: msg`You got this e-mail because you wrote to us on our website. To stop e-mails from us, open this link: {link}`,
  /** A visit's place (contract/visits.ts), as {place} in the visit templates (which name the clinic already): e-mails and calendars. */
  visitAtClinic: msg`{address}`,
  /** The clinic as {place} in a text: its street, short enough for three segments (the e-mail has the full address). */
  visitAtClinicInText: msg`{street}`,
  visitByPhone: msg`by phone (we will call you)`,
  /** How to find the clinic and park: added to visit e-mails when the visit is at the clinic. Operators edit it with the address. */
  visitDirections: msg`How to get here: the entrance is on the street side of the building. You can park for free in the lot next to it.`,
  /** What to bring: added to visit e-mails (not texts, which have no room) unless the visit is by phone. */
  visitWhatToBring: msg`Please bring a photo ID and your medicines.`,
  /**
   * What to reply to a visit's invitation, update or reminder, added by the site after the template's words
   * (unless they say it already): in a text with the stop line in it, in an e-mail without.
   */
  visitReplyText: msg`Reply 1 to confirm, 2 to change it, or STOP to stop.`,
  visitReplyEmail: msg`Reply 1 to confirm or 2 to change it.`,
  /** The line under an e-mail invitation: the attachment (texts carry no calendar link). */
  visitCalendarAttached: msg`The attached file adds the visit to your calendar.`,
  visitCalendarRemoved: msg`The attached file takes the visit off your calendar.`,
  /** Answers to a reply of "1"/"SÍ" and of "2"/"CAMBIAR" to a visit message. */
  visitConfirmedReply: msg`{clinic}: thank you, your visit on {date}, at {time}, is confirmed.`,
  visitChangeReply: msg`{clinic}: thank you. We will call you from {phone} to find a new time.`,
  visitConfirmedSubject: msg`Your visit is confirmed`,
  /**
   * The list for future studies (docs/registry.md, "Messages"). Like any first contact they say "our list" and
   * never "studies" (anyone holding the phone may read them); the person's page behind {link} says the rest.
   * The first text names the program ("our research list"), says what the registry's text statement says ({max} is
   * its own "up to 4 a month") and asks for YES: nothing else of the list is texted before it. Texts with a link
   * stay within the GSM alphabet (no á, í, ó, ú) so the link fits three segments.
   */
  registryConfirmationText: msg`{clinic}: to get texts from our research list, reply YES. Up to {max} texts a month. Msg & data rates may apply. Reply HELP for help, STOP to stop. To see or leave the list: {link}`,
  /** The answer to that YES (double opt-in, docs/registry.md): from now on the list may text the number. */
  registryTextsConfirmedReply: msg`{clinic}: thank you. You will get texts from our research list, up to {max} a month. Msg & data rates may apply. Reply HELP for help, STOP to stop.`,
  registryConfirmationSubject: msg`You are on our list`,
  registryConfirmationEmail: [
    msg`Hello,`,
    msg`Thank you for joining our list. When we have something that may fit you, we will tell you about it. You can always say no.`,
    msg`Your reference number is {reference}.`,
    msg`To see what you told us, change it or leave the list, open this link: {link}`,
    msg`Your yes lasts until {date}. A month before that day, we will ask you if you want to stay on the list.`,
    msg`Please do not send health details by e-mail.`,
  ],
  /** A month before the yes ends: one message, in the person's language. "YES"/"SÍ" or the link renews. */
  registryRenewalText: msg`{clinic}: your yes to be on our research list ends on {date}. To stay on it, reply YES or open {link} Reply STOP to stop.`,
  registryRenewalSubject: msg`Do you want to stay on our list?`,
  registryRenewalEmail: [
    msg`Hello,`,
    msg`You are on our list. Your yes ends on {date}.`,
    msg`To stay on the list, open this link and press "Stay on the list": {link}`,
    msg`If you do nothing, we will stop writing to you after that day. Your details are erased {days} days later.`,
    msg`Questions? Call us at {phone}.`,
  ],
  /** The answer to a "YES"/"SÍ" to the renewal text. */
  registryRenewedReply: msg`{clinic}: thank you. You are on our list until {date}. Reply STOP to stop.`,
  /**
   * The answer to a yes (or any words) to a campaign's invitation: someone will call, and the study's questions
   * (the link) may be answered meanwhile. Like every text, it names no study or condition, in its words or in its
   * link (/a/<n>, never the study's slug); within the GSM alphabet in both languages, so the link fits
   * (docs/campaigns.md); and it keeps the stop line.
   */
  campaignYesReply: msg`{clinic}: thank you. Someone from our team will call you soon. If you like, you can answer a few questions now: {link} Reply STOP to stop.`,
  /** The answer to a "NO" to a campaign's invitation. */
  campaignNoReply: msg`{clinic}: thank you for letting us know. We will not write to you about this again. Reply STOP to stop all texts.`,
  /**
   * The code that opens a person's own page of the list (docs/registry.md, "The person's own page"): it names the
   * sender and nothing else, and lapses in 10 minutes.
   */
  registryCodeText: msg`{clinic}: your code to see your choices on our list is {code}. It works for 10 minutes.`,
  registryCodeSubject: msg`Your code`,
  registryCodeEmail: [
    msg`Hello,`,
    msg`Your code to see your choices on our list is {code}. It works for 10 minutes.`,
    msg`If you did not ask for it, you can ignore this e-mail.`,
  ],
  /** The end of a registry e-mail (instead of emailUnsubscribe, which speaks of a message on the website). */
  registryEmailUnsubscribe: msg`You got this e-mail because you joined our list. To stop e-mails from us, open this link: {link}`,
};
