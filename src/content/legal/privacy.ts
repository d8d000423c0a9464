import { msg } from "@lingui/core/macro";
import { SPAM_RETENTION_DAYS } from "../../../contract/retention";
import { site } from "../site";
import type { LegalDocument } from "./document";

/** The period the Worker's purge applies (wrangler.toml RETENTION_DAYS, read at build time). */
const retentionDays = Number(import.meta.env.VITE_RETENTION_DAYS);
const spamDays = SPAM_RETENTION_DAYS;
/** How long the answers of people who did not fit a study's questions are kept (wrangler.toml PRESCREEN_ANSWER_DAYS). */
const answerDays = Number(import.meta.env.VITE_PRESCREEN_ANSWER_DAYS);
/** How long a yes to the list for future studies lasts, and how long it keeps someone who left (wrangler.toml). */
const registryMonths = Number(import.meta.env.VITE_REGISTRY_CONSENT_MONTHS);
const registryDays = Number(import.meta.env.VITE_REGISTRY_RETENTION_DAYS);
const name = site.name;

export const privacyPolicy: LegalDocument = {
  title: msg`Privacy Policy`,
  description: msg`What we do with what you send us, who can see it, how long we keep it, and how to ask us to delete it.`,
  intro: msg`This page tells you what ${name} does with what you send us on this website.`,
  updated: "2026-11-26",
  sections: [
    {
      heading: msg`What we collect`,
      paragraphs: [
        msg`When you send the contact form, we keep what you write: your name, email, phone number and message. We also keep the choices you make on the form, if you make them:`,
        msg`We also keep the date and time you sent it, the language of the page, and which version of the consent statement you agreed to.`,
        msg`If a link brought you to our site, we keep the name of the website or campaign that sent you, such as a community newsletter. This tells us which outreach works. It does not say who you are.`,
      ],
      list: [
        msg`how and when you prefer that we contact you`,
        msg`the area of health you are interested in`,
        msg`how you heard about us`,
        msg`the study you asked about`,
      ],
    },
    {
      heading: msg`Answers to a study's questions`,
      paragraphs: [
        msg`Some studies ask a few questions before the contact form. If you answer them, we keep your answers with your message. Our team uses them to see which studies may fit you.`,
        msg`Your answers do not decide whether you can join a study. Only the study team can decide that, at a screening visit.`,
        msg`When you send your answers, our system notes whether they seem to fit the study. It also notes which answer decided it. Our team uses this note to know whom to call first. The page does not show it to you.`,
        msg`If your answers do not seem to fit, we delete them ${answerDays} days after you send them. We keep them longer only if our team still needs them to talk with you. The note stays with your message. When we delete your message, the note stays with no name on it, so we can count things.`,
      ],
    },
    {
      heading: msg`Why we use it`,
      paragraphs: [
        msg`We use it only to answer you. We call or write to you about the studies you asked about. We also find out whether a study may fit you.`,
        msg`Sending the form does not sign you up for a study. Joining a study always starts with an informed consent process, where the study team explains the study and you decide.`,
      ],
    },
    {
      heading: msg`Who can see it`,
      paragraphs: [
        msg`Only members of our research team. Each one signs in with a personal account, a password and a code from a phone app.`,
        msg`We keep a record each time someone exports or deletes information.`,
        msg`The website and its database run on Cloudflare's servers, as a service to us.`,
      ],
    },
    {
      heading: msg`How long we keep it`,
      paragraphs: [
        msg`When we finish working on your message, we close it. ${retentionDays} days after that, we delete your name, contact details and message.`,
        msg`Messages that are spam are deleted after ${spamDays} days.`,
        msg`You can ask us to delete your information sooner, at any time.`,
        msg`When we delete your information, we keep only facts with no name on them. These are the dates, the language, the study or area you asked about, how you heard about us, and what happened with your message. Our team uses them to count things, such as how many messages came in each month.`,
        msg`When we delete your information, it is gone from our database at once. Our database service keeps backup copies for 30 days, so that the database can be restored after an accident. Your information is gone from those copies 30 days after we delete it.`,
      ],
    },
    {
      heading: msg`Texts and e-mails`,
      paragraphs: [
        msg`We may write to you by e-mail about your message. If you check the box for texts, we may also text you about your message and your visits.`,
        msg`To stop texts, reply STOP. To stop e-mails, use the link at the end of each e-mail. We keep a record of each yes and each stop, so that we never write to someone who asked us to stop. That record keeps your number or e-mail only in a coded form, and it stays after we delete your information.`,
        msg`Our texts go through Twilio, a company that sends texts for us. Our e-mails go through Cloudflare. They may use your number or e-mail address only to deliver our messages.`,
        msg`Please do not send health details by text or e-mail. You can tell us by phone or in person.`,
      ],
    },
    {
      heading: msg`Our list for future studies`,
      paragraphs: [
        msg`You can ask to be on our list of people who want to hear about future studies. It is your choice, and it is separate from the contact form and from any study. For the list, we keep:`,
        msg`Some people join on our website. Some sign a paper form at a community event. Some are patients of our clinic who agreed to hear about studies. We keep only people who said yes, and we keep a record of when and how they said it.`,
        msg`We use the list only to tell you about studies that may fit you. You can say no to any study. Being on the list does not sign you up for a study.`,
        msg`We text you about the list only if you say yes to texts. Then we send one text that asks you to reply YES. We send no other text until you do. To stop texts, reply STOP.`,
        msg`If you signed a paper form at an event, we keep a photo of it. It shows that you said yes. Only our team can see it. We delete it with the rest of your information.`,
        msg`Your yes lasts ${registryMonths} months. About a month before it ends, we send you one message to ask if you want to stay. If you do not answer, we stop writing to you when it ends.`,
        msg`You can leave the list at any time. Use the link in our messages, or call us. When you leave with the link, we delete your information from the list right away.`,
        msg`When your yes ends, we wait ${registryDays} days. Then we delete your information from the list. We keep only a record of when you said yes and when you left, with no name on it.`,
      ],
      list: [
        msg`your name`,
        msg`your phone number or email`,
        msg`the language you prefer`,
        msg`your year of birth and ZIP code`,
        msg`the areas of health you care about`,
        msg`how you want us to reach you`,
        msg`a photo of the paper form you signed, if you signed one`,
      ],
    },
    {
      heading: msg`What we never do`,
      paragraphs: [
        msg`We never sell your information. We never share it for advertising.`,
        msg`We do not give it to the companies that sponsor studies. If you join a study, its consent form explains what study information is shared, and with whom.`,
      ],
    },
    {
      heading: msg`Cookies and what your browser keeps`,
      paragraphs: [
        msg`This website uses no tracking cookies. It uses no tools from other companies that track you or show you ads.`,
        msg`Your browser keeps a few small notes for this site on your device. One is the language you chose. For the current visit only, it also notes whether you saw our invitation to contact us, and which website sent you here. Only that last note leaves your device, with the contact form.`,
        msg`Did a doctor's office, a promotora or a group give you our link or QR code? Then your browser keeps one small cookie with their code for 30 days. When you write to us, we note who sent you. They never see your name or what you wrote.`,
        msg`To stop people from sending too many messages, our website uses your device's network address (IP address) for a minute or so. Our records keep only a coded form of it.`,
        msg`We do not track you across other websites. So our website works the same way whether or not your browser sends a "Do Not Track" signal.`,
        msg`The contact page shows a map from Google Maps. When you scroll near it, your browser loads the map from Google. Google then receives your IP address and may set its own cookies, under Google's privacy policy. No other page loads anything from another company.`,
      ],
    },
    {
      heading: msg`Your rights`,
      paragraphs: [
        msg`If you become our patient or join a study, two more laws guard your health records. One is HIPAA, a federal law. The other is CMIA, a California law.`,
        msg`You can ask to see the information we have about you, to correct it, or to delete it. If you live in California, state law, including the California Consumer Privacy Act, gives you these rights. We will not treat you differently for using them.`,
        msg`To ask, call or email us. We may ask a question or two to make sure the request comes from you. We answer within 45 days.`,
      ],
      contactDetails: true,
    },
    {
      heading: msg`Changes to this policy`,
      paragraphs: [msg`If we change this policy, we will post the new version on this page with a new date.`],
    },
  ],
};
