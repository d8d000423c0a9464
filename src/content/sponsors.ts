import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { IconName } from "./icons";
import type { Faq } from "./faqs";
import type { StudyCategory } from "../../contract/studies";

type Card = { title: MessageDescriptor; body: MessageDescriptor; icon: IconName };

export const whyChooseUs: Card[] = [
  {
    title: msg`Experienced Research Team`,
    body: msg`Over 30 years of combined experience, led by two physician investigators in internal medicine, nephrology, cardiovascular disease and metabolic disorders.`,
    icon: "users",
  },
  {
    title: msg`Quality and Compliance`,
    body: msg`Studies are conducted according to ICH-GCP guidelines and FDA and review-board requirements.`,
    icon: "shield",
  },
  {
    title: msg`Timely Recruitment`,
    body: msg`A combined database of over 15,000 patients and deep roots in a mostly Hispanic community help us reach enrollment goals.`,
    icon: "clock",
  },
];

export const services: Card[] = [
  {
    title: msg`Patient Recruitment`,
    body: msg`Bilingual outreach and pre-screening from our patient database and the community.`,
    icon: "users",
  },
  {
    title: msg`Study Management`,
    body: msg`Experienced coordinators manage visits, procedures and regulatory documents from start-up to close-out.`,
    icon: "clipboard",
  },
  {
    title: msg`Data Management`,
    body: msg`Accurate, timely data entry by coordinators trained on several electronic data capture systems.`,
    icon: "database",
  },
  {
    title: msg`Quality Assurance`,
    body: msg`Internal quality checks keep every study inspection-ready.`,
    icon: "check",
  },
];

export const therapeuticAreaIcons: Record<StudyCategory, IconName> = {
  cardiology: "heart",
  gastroenterology: "stomach",
  infectious: "virus",
  vaccines: "syringe",
  nephrology: "kidney",
  pulmonology: "lungs",
  endocrinology: "drop",
  pain: "bolt",
};

export const partnerOffers: Card[] = [
  {
    title: msg`Feasibility Assessment`,
    body: msg`We review your protocol against our patient population and capabilities and answer feasibility questionnaires promptly.`,
    icon: "chart",
  },
  {
    title: msg`Custom Proposals`,
    body: msg`Budgets and recruitment plans tailored to your study.`,
    icon: "clipboard",
  },
  {
    title: msg`Site Visits`,
    body: msg`We welcome qualification and monitoring visits to our facility in Imperial, California.`,
    icon: "building",
  },
];

const dates = { createdAt: "2024-01-15T00:00:00.000Z", updatedAt: "2025-06-01T00:00:00.000Z" };

/** For Sponsors: ten questions on the topics docs/product.md#screens-and-routes lists, with docs/product.md#audiences-and-claims's figures. */
export const sponsorFaqs: Faq[] = [
  {
    id: 1,
    question: msg`Which therapeutic areas does your site cover?`,
    answer: msg`Cardiology, gastroenterology, infectious diseases, vaccination, nephrology, pulmonology, endocrinology and pain management, in Phase I to IV trials.`,
    ...dates,
  },
  {
    id: 2,
    question: msg`What makes your site unique?`,
    answer: msg`We are an independent, community-based site in a mostly Hispanic border county, led by physicians who have cared for this community for decades and who work in English and Spanish.`,
    ...dates,
  },
  {
    id: 3,
    question: msg`How diverse is your patient population?`,
    answer: msg`Imperial County has 181,724 residents, 85.2% of them Hispanic or Latino. Its largest city has 43,801 residents, 86.9% Hispanic or Latino.`,
    ...dates,
  },
  {
    id: 4,
    question: msg`How large is your patient database?`,
    answer: msg`Our combined database includes over 15,000 patients.`,
    ...dates,
  },
  {
    id: 5,
    question: msg`How much experience does your team have?`,
    answer: msg`Over 30 years of combined experience. Our two physician investigators have 22 and 23 years of experience, and one has seven peer-reviewed publications.`,
    ...dates,
  },
  {
    id: 6,
    question: msg`How quickly can you start a study?`,
    answer: msg`Regulatory start-up documents are typically completed within one week.`,
    ...dates,
  },
  {
    id: 7,
    question: msg`Do you work with central review boards?`,
    answer: msg`Yes. We work with central institutional review boards.`,
    ...dates,
  },
  {
    id: 8,
    question: msg`What experience do your study coordinators have?`,
    answer: msg`Our coordinators are trained on several electronic data capture systems and handle visits, data entry and regulatory documents.`,
    ...dates,
  },
  {
    id: 9,
    question: msg`How do you recruit and reach out to patients?`,
    answer: msg`We pre-screen our patient database and reach out in English and Spanish through our physicians, our website and community events.`,
    ...dates,
  },
  {
    id: 10,
    question: msg`Who should I contact about feasibility or a confidentiality agreement?`,
    answer: msg`Contact our sponsor team by phone or email, or send a message through our contact page, and we will reply promptly.`,
    ...dates,
  },
];
