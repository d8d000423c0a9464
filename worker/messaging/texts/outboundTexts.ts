import { msg } from "@lingui/core/macro";

/**
 * What the site itself writes to the people who wrote to it (docs/messaging.md, docs/content.md): the confirmation of
 * their message, the answers to STOP, HELP and START, and the lines every text or e-mail carries. These
 * are recruitment material like any page: the ethics board reviews them in both languages. No health
 * detail and no study name, ever: a text can be read by anyone holding the phone.
 */
export const outboundTexts = {
  /** The visitor's confirmation by text (sent only with their consent to texts). */
  confirmationText: msg`{clinic}: we received your message. Your reference number is {reference}. We will call you from {phone} within one business day. Reply STOP to stop texts, HELP for help.`,
  confirmationSubject: msg`We received your message`,
  /** The visitor's confirmation by e-mail, paragraph by paragraph. */
  confirmationEmail: [
    msg`Hello,`,
    msg`We received the message you sent on our website. Thank you for writing to us.`,
    msg`What happens next: someone from our research team will call you within one business day. The call will come from {phone}.`,
    msg`Your reference number is {reference}. If you call us, you can give this number.`,
    msg`Please do not send health details by e-mail. You can tell us by phone or in person.`,
  ],
  /** A step of a study's questions posted without JavaScript while storage was busy (worker/pages/questions.ts). */
  questionsBusy: msg`Our system is busy for a moment. Please go back and press Next again in a few seconds.`,
  /** Answer to STOP, PARAR and the other opt-out words. */
  optOutReply: msg`{clinic}: you will not get more texts from us. To get them again, reply START. Questions? Call {phone}.`,
  /** Answer to HELP or AYUDA. */
  helpReply: msg`{clinic} research team. Call us at {phone}, Monday to Friday. Reply STOP to stop texts.`,
  /** Answer to START, UNSTOP or INICIO. */
  optInReply: msg`{clinic}: you will get texts from us again. Reply STOP to stop, HELP for help.`,
  /** The line the first text to a number, and every reminder, ends with (docs/content.md). */
  stopLine: msg`Reply STOP to stop.`,
  /** The subject of an e-mail staff wrote by hand (templates bring their own). */
  staffSubject: msg`A message from {clinic}`,
  /** The end of every e-mail to a person. */
  emailSignature: msg`{clinic} · {address} · {phone}`,
  emailUnsubscribe: msg`You got this e-mail because you wrote to us on our website. To stop e-mails from us, open this link: {link}`,
  /** A visit's place (contract/visits.ts), as {place} in the visit templates (which name the clinic already). */
  visitAtClinic: msg`{address}`,
  visitByPhone: msg`by phone (we will call you)`,
  /** How to find the clinic and park: added to visit e-mails when the visit is at the clinic. Operators edit it with the address. */
  visitDirections: msg`How to get here: the entrance is on the street side of the building. You can park for free in the lot next to it.`,
  /** The line a text invitation ends with: a link to the calendar file. */
  visitCalendarLink: msg`Add it to your calendar: {link}`,
  /** The line under an e-mail invitation: the attachment. */
  visitCalendarAttached: msg`The attached file adds the visit to your calendar.`,
  visitCalendarRemoved: msg`The attached file takes the visit off your calendar.`,
  /** Answers to a reply of "1"/"SÍ" and of "2"/"CAMBIAR" to a visit message. */
  visitConfirmedReply: msg`{clinic}: thank you, your visit is confirmed. Date: {date}. Time: {time}.`,
  visitChangeReply: msg`{clinic}: thank you. We will call you from {phone} to find a new time.`,
  visitConfirmedSubject: msg`Your visit is confirmed`,
};
