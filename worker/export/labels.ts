/**
 * The CSV export's words, in the exporter's language. The export is written by the Worker, which has no
 * Lingui catalog, so its labels live here, typed over the same code lists as the staff screens: a new
 * status, outcome or reason without a label in both languages fails the typecheck. Keep the wording the
 * same as the staff screens' (src/pages/admin/labels.ts and src/locales/es/staff.po).
 */
import type { ClosingReason } from "../../contract/closingReasons";
import type { NextStepKind } from "../../contract/followUp";
import type { ContactMethod, ContactTime, HeardFrom, Interest } from "../../contract/inquiryFields";
import type { ContactChannel, ContactOutcome } from "../../contract/inquiryEvents";
import type { InquiryStatus } from "../../contract/inquiryStatus";
import type { Language } from "../../contract/language";

export type ExportLabels = {
  columns: Record<ExportColumn, string>;
  status: Record<InquiryStatus, string>;
  reason: Record<ClosingReason, string>;
  channel: Record<ContactChannel, string>;
  outcome: Record<ContactOutcome, string>;
  nextStep: Record<NextStepKind, string>;
  language: Record<Language, string>;
  interest: Record<Interest, string>;
  contactMethod: Record<ContactMethod, string>;
  contactTime: Record<ContactTime, string>;
  heardFrom: Record<HeardFrom, string>;
};

export const EXPORT_COLUMNS = [
  "id",
  "received",
  "status",
  "status_code",
  "closing_reason",
  "closing_reason_code",
  "owner",
  "language",
  "study",
  "interest",
  "source",
  "heard_from",
  "name",
  "email",
  "phone",
  "preferred_contact",
  "preferred_time",
  "message",
  "first_response_business_minutes",
  "attempts",
  "last_attempt_at",
  "last_attempt",
  "last_attempt_code",
  "next_step_at",
  "next_step",
  "next_step_code",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export const EXPORT_LABELS: Record<Language, ExportLabels> = {
  en: {
    columns: {
      id: "Inquiry",
      received: "Received (Pacific time)",
      status: "Status",
      status_code: "Status code",
      closing_reason: "Closing reason",
      closing_reason_code: "Closing reason code",
      owner: "Owner",
      language: "Language",
      study: "Study",
      interest: "Area of interest",
      source: "Source",
      heard_from: "Heard about us from",
      name: "Name",
      email: "Email",
      phone: "Phone",
      preferred_contact: "Preferred contact",
      preferred_time: "Preferred time",
      message: "Message",
      first_response_business_minutes: "First response (business minutes)",
      attempts: "Contact attempts",
      last_attempt_at: "Last attempt (Pacific time)",
      last_attempt: "Last attempt",
      last_attempt_code: "Last attempt code",
      next_step_at: "Next step (Pacific time)",
      next_step: "Next step",
      next_step_code: "Next step code",
    },
    status: {
      new: "New",
      contacting: "Contacting",
      scheduled: "Screening scheduled",
      enrolled: "Enrolled",
      not_eligible: "Not eligible",
      not_interested: "Not interested",
      unreachable: "Unreachable",
      duplicate: "Duplicate",
      spam: "Spam",
      resolved: "Resolved",
    },
    reason: {
      age: "Age",
      diagnosis: "Diagnosis",
      medication: "Medication",
      lab_values: "Lab values",
      distance: "Distance or transport",
      time: "No time",
      travel: "Travel",
      placebo: "Afraid of getting placebo",
      family: "Family",
      no_answer: "Never answered",
      wrong_number: "Wrong number",
      other: "Other",
    },
    channel: { phone: "Phone", text: "Text message", email: "Email", in_person: "In person" },
    outcome: {
      reached: "Reached",
      no_answer: "No answer",
      left_message: "Left a message",
      wrong_number: "Wrong number",
      sent: "Sent",
      other: "Other",
    },
    nextStep: {
      follow_up: "Try again",
      offer_unreachable: "Close as unreachable?",
      custom: "Set by staff",
      reply: "Answer the reply",
      visit_outcome: "Record the visit's outcome",
      reschedule: "Find a new visit time",
    },
    language: { en: "English", es: "Spanish" },
    interest: {
      heart: "Heart condition",
      diabetes: "Diabetes",
      hypertension: "High blood pressure",
      "asthma-copd": "Asthma/COPD",
      "weight-management": "Weight management",
      "chronic-pain": "Chronic pain",
      other: "Other",
    },
    contactMethod: { phone: "Phone call", text: "Text message", email: "Email" },
    contactTime: { morning: "Morning", afternoon: "Afternoon", evening: "Evening", any: "Any time" },
    heardFrom: {
      doctor: "Their doctor",
      friend_family: "A friend or family member",
      social_media: "Social media",
      search: "An internet search",
      flyer_event: "A flyer or community event",
      radio_tv: "Radio or TV",
      other: "Other",
    },
  },
  es: {
    columns: {
      id: "Consulta",
      received: "Recibida (hora del Pacífico)",
      status: "Estado",
      status_code: "Código de estado",
      closing_reason: "Motivo de cierre",
      closing_reason_code: "Código del motivo",
      owner: "Responsable",
      language: "Idioma",
      study: "Estudio",
      interest: "Área de interés",
      source: "Origen",
      heard_from: "Cómo supo de nosotros",
      name: "Nombre",
      email: "Correo electrónico",
      phone: "Teléfono",
      preferred_contact: "Contacto preferido",
      preferred_time: "Horario preferido",
      message: "Mensaje",
      first_response_business_minutes: "Primera respuesta (minutos hábiles)",
      attempts: "Intentos de contacto",
      last_attempt_at: "Último intento (hora del Pacífico)",
      last_attempt: "Último intento",
      last_attempt_code: "Código del último intento",
      next_step_at: "Siguiente paso (hora del Pacífico)",
      next_step: "Siguiente paso",
      next_step_code: "Código del siguiente paso",
    },
    status: {
      new: "Nueva",
      contacting: "Intentando contactar",
      scheduled: "Cita de evaluación programada",
      enrolled: "Inscrita en el estudio",
      not_eligible: "No califica",
      not_interested: "No le interesa",
      unreachable: "No se pudo localizar",
      duplicate: "Duplicada",
      spam: "Correo no deseado",
      resolved: "Resuelta",
    },
    reason: {
      age: "Edad",
      diagnosis: "Diagnóstico",
      medication: "Medicamentos",
      lab_values: "Resultados de laboratorio",
      distance: "Distancia o transporte",
      time: "No tiene tiempo",
      travel: "Traslados",
      placebo: "Miedo a recibir placebo",
      family: "Familia",
      no_answer: "Nunca contestó",
      wrong_number: "Número equivocado",
      other: "Otro",
    },
    channel: { phone: "Teléfono", text: "Mensaje de texto", email: "Correo electrónico", in_person: "En persona" },
    outcome: {
      reached: "Se logró hablar",
      no_answer: "No contestó",
      left_message: "Dejó mensaje",
      wrong_number: "Número equivocado",
      sent: "Enviado",
      other: "Otro",
    },
    nextStep: {
      follow_up: "Volver a intentar",
      offer_unreachable: "¿Cerrar como no localizada?",
      custom: "Fijado por el personal",
      reply: "Contestar su respuesta",
      visit_outcome: "Anotar cómo fue la cita",
      reschedule: "Buscar nueva fecha para la cita",
    },
    language: { en: "Inglés", es: "Español" },
    interest: {
      heart: "Problema del corazón",
      diabetes: "Diabetes",
      hypertension: "Presión alta",
      "asthma-copd": "Asma/EPOC",
      "weight-management": "Control de peso",
      "chronic-pain": "Dolor crónico",
      other: "Otro",
    },
    contactMethod: { phone: "Llamada telefónica", text: "Mensaje de texto", email: "Correo electrónico" },
    contactTime: { morning: "Mañana", afternoon: "Tarde", evening: "Noche", any: "Cualquier hora" },
    heardFrom: {
      doctor: "Su médico",
      friend_family: "Un familiar o una amistad",
      social_media: "Redes sociales",
      search: "Una búsqueda en internet",
      flyer_event: "Un volante o un evento comunitario",
      radio_tv: "Radio o televisión",
      other: "Otro",
    },
  },
};
