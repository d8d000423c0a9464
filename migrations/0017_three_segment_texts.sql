-- Issue #37: the visit messages' words, short enough for three segments in Spanish (UCS-2, 67 characters a
-- part) with the longest date and place. What to reply (1, 2, PARAR/STOP) is now the site's own line
-- (worker/messaging/texts/outboundTexts.ts), in texts and e-mails alike, and what to bring and the calendar go by e-mail.
--
-- The ethics board approves words, and approved words never change (docs/messaging.md): a template is rewritten
-- here only while it is still the draft migration 0010 seeded, word for word, with no approval recorded
-- (approved_at, irb_reference). Otherwise (approved, or edited by an admin) the new words arrive as a new
-- draft beside it: the approved one goes on being sent until the board approves the draft, which then wins
-- as the newest approved template of its purpose (approvedTemplateFor).
UPDATE `message_templates`
SET `body_en` = '{clinic}: your visit is on {date}, at {time}, {place}.',
    `body_es` = '{clinic}: su cita es el {date} a las {time}, {place}.',
    `version` = `version` + 1,
    `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `purpose` = 'visit_invitation' AND `approved_at` IS NULL AND `irb_reference` IS NULL AND `irb_approved_on` IS NULL
  AND `body_en` = '{clinic}: your visit is booked. Date: {date}. Time: {time}. Place: {place}. Please bring a photo ID and your medicines. Reply 1 to confirm or 2 to change it. Questions? Call {phone}.'
  AND `body_es` = '{clinic}: su cita quedó programada. Fecha: {date}. Hora: {time}. Lugar: {place}. Traiga una identificación con foto y sus medicinas. Responda 1 para confirmar o 2 para cambiarla. ¿Preguntas? Llame al {phone}.';--> statement-breakpoint
INSERT INTO `message_templates` (`name`, `first_contact`, `purpose`, `body_en`, `body_es`, `subject_en`, `subject_es`)
SELECT 'Visit booked (three-segment text)', 0, 'visit_invitation', '{clinic}: your visit is on {date}, at {time}, {place}.', '{clinic}: su cita es el {date} a las {time}, {place}.', 'Your visit is booked', 'Su cita quedó programada'
WHERE NOT EXISTS (SELECT 1 FROM `message_templates` WHERE `purpose` = 'visit_invitation' AND `body_en` = '{clinic}: your visit is on {date}, at {time}, {place}.' AND `body_es` = '{clinic}: su cita es el {date} a las {time}, {place}.');--> statement-breakpoint
UPDATE `message_templates`
SET `body_en` = '{clinic}: your visit moved to {date}, at {time}, {place}.',
    `body_es` = '{clinic}: su cita cambió al {date} a las {time}, {place}.',
    `version` = `version` + 1,
    `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `purpose` = 'visit_update' AND `approved_at` IS NULL AND `irb_reference` IS NULL AND `irb_approved_on` IS NULL
  AND `body_en` = '{clinic}: your visit has a new date. Date: {date}. Time: {time}. Place: {place}. Reply 1 to confirm or 2 to change it. Questions? Call {phone}.'
  AND `body_es` = '{clinic}: su cita tiene nueva fecha. Fecha: {date}. Hora: {time}. Lugar: {place}. Responda 1 para confirmar o 2 para cambiarla. ¿Preguntas? Llame al {phone}.';--> statement-breakpoint
INSERT INTO `message_templates` (`name`, `first_contact`, `purpose`, `body_en`, `body_es`, `subject_en`, `subject_es`)
SELECT 'Visit moved (three-segment text)', 0, 'visit_update', '{clinic}: your visit moved to {date}, at {time}, {place}.', '{clinic}: su cita cambió al {date} a las {time}, {place}.', 'Your visit has a new date', 'Su cita tiene nueva fecha'
WHERE NOT EXISTS (SELECT 1 FROM `message_templates` WHERE `purpose` = 'visit_update' AND `body_en` = '{clinic}: your visit moved to {date}, at {time}, {place}.' AND `body_es` = '{clinic}: su cita cambió al {date} a las {time}, {place}.');--> statement-breakpoint
UPDATE `message_templates`
SET `body_en` = '{clinic}: your visit on {date}, at {time}, is cancelled. To make another one, call {phone}.',
    `body_es` = '{clinic}: su cita del {date} a las {time} quedó cancelada. Para hacer otra cita, llame al {phone}.',
    `version` = `version` + 1,
    `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `purpose` = 'visit_cancelled' AND `approved_at` IS NULL AND `irb_reference` IS NULL AND `irb_approved_on` IS NULL
  AND `body_en` = '{clinic}: your visit on {date} ({time}) is cancelled. To make another one, call {phone} or reply to this message.'
  AND `body_es` = '{clinic}: su cita del {date} ({time}) quedó cancelada. Para hacer otra cita, llame al {phone} o responda a este mensaje.';--> statement-breakpoint
INSERT INTO `message_templates` (`name`, `first_contact`, `purpose`, `body_en`, `body_es`, `subject_en`, `subject_es`)
SELECT 'Visit cancelled (three-segment text)', 0, 'visit_cancelled', '{clinic}: your visit on {date}, at {time}, is cancelled. To make another one, call {phone}.', '{clinic}: su cita del {date} a las {time} quedó cancelada. Para hacer otra cita, llame al {phone}.', 'Your visit is cancelled', 'Su cita quedó cancelada'
WHERE NOT EXISTS (SELECT 1 FROM `message_templates` WHERE `purpose` = 'visit_cancelled' AND `body_en` = '{clinic}: your visit on {date}, at {time}, is cancelled. To make another one, call {phone}.' AND `body_es` = '{clinic}: su cita del {date} a las {time} quedó cancelada. Para hacer otra cita, llame al {phone}.');--> statement-breakpoint
UPDATE `message_templates`
SET `body_en` = '{clinic} reminder: your visit is on {date}, at {time}, {place}.',
    `body_es` = '{clinic}: recuerde su cita el {date} a las {time}, {place}.',
    `version` = `version` + 1,
    `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `purpose` = 'visit_reminder' AND `approved_at` IS NULL AND `irb_reference` IS NULL AND `irb_approved_on` IS NULL
  AND `body_en` = 'Reminder from {clinic}. Your visit: {date}, {time}. Place: {place}. Reply 1 to confirm or 2 to change it. Questions? Call {phone}.'
  AND `body_es` = 'Recordatorio de {clinic}. Su cita: {date}, {time}. Lugar: {place}. Responda 1 para confirmar o 2 para cambiarla. ¿Preguntas? Llame al {phone}.';--> statement-breakpoint
INSERT INTO `message_templates` (`name`, `first_contact`, `purpose`, `body_en`, `body_es`, `subject_en`, `subject_es`)
SELECT 'Visit reminder (three-segment text)', 0, 'visit_reminder', '{clinic} reminder: your visit is on {date}, at {time}, {place}.', '{clinic}: recuerde su cita el {date} a las {time}, {place}.', 'Reminder: your visit', 'Recordatorio de su cita'
WHERE NOT EXISTS (SELECT 1 FROM `message_templates` WHERE `purpose` = 'visit_reminder' AND `body_en` = '{clinic} reminder: your visit is on {date}, at {time}, {place}.' AND `body_es` = '{clinic}: recuerde su cita el {date} a las {time}, {place}.');
