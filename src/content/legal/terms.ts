import { msg } from "@lingui/core/macro";
import type { LegalDocument } from "./document";

export const termsOfUse: LegalDocument = {
  title: msg`Terms of Use`,
  description: msg`This website gives general information about our clinic and our studies. It is not medical advice. In an emergency, call 911.`,
  intro: msg`By using this website, you agree to these terms. They are short, and they matter for your health.`,
  updated: "2026-11-25",
  sections: [
    {
      heading: msg`In an emergency, call 911`,
      paragraphs: [
        msg`Do not use this website or the contact form for a medical emergency. If you have an emergency, call 911 right away.`,
      ],
    },
    {
      heading: msg`General information, not medical advice`,
      paragraphs: [
        msg`This website gives general information about our clinic and our research studies. It is not medical advice, and it does not replace a visit with your doctor.`,
        msg`Do not start, change or stop any medicine because of something you read here. Talk with your doctor first.`,
      ],
    },
    {
      heading: msg`Writing to us does not make you a patient`,
      paragraphs: [
        msg`Sending the contact form or calling us does not make you our patient, and it does not sign you up for a study.`,
        msg`If you are interested in a study, a member of our team explains it. Whether you may take part is decided at a screening visit, following the study's rules. You always decide whether to join.`,
      ],
    },
    {
      heading: msg`Study information can change`,
      paragraphs: [
        msg`Studies open and close, and their details can change. We update this website, but the study team has the latest information.`,
      ],
    },
    {
      heading: msg`Links to other websites`,
      paragraphs: [
        msg`Links to other websites, such as ClinicalTrials.gov or Google Maps, are there to help you. We do not control those websites and are not responsible for what they say.`,
      ],
    },
    {
      heading: msg`Using this website fairly`,
      paragraphs: [
        msg`You may write to us for someone in your family, if they agree. Please tell us in your message who it is for.`,
        msg`Please do not misuse this website. For example, do not send false information, and do not write for someone without their permission. Do not try to enter the staff area.`,
      ],
    },
    {
      heading: msg`Questions`,
      paragraphs: [msg`If you have questions about these terms, call or email us.`],
      contactDetails: true,
    },
  ],
};
